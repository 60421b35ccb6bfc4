import { parkFeeQuerySchema, parkFeeSchema } from '#lib/domain/costing/park-fee.schema.ts';
import { pricingSettingsSchema } from '#lib/domain/costing/pricing-settings.schema.ts';
import { quoteSchema } from '#lib/domain/costing/quote.schema.ts';
import { rateCardImportSchema, rateCardSchema } from '#lib/domain/costing/rate-card.schema.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { addParkFee, correctParkFee } from './park-fee-operations.ts';
import { quoteTrip } from './quote-operation.ts';
import { createRateCard, importRates, replaceRateCard, type RateCardOutcome } from './rate-card-operations.ts';

export const RATE_CARD_NOT_FOUND = 'Rate card not found';
export const PARK_FEE_NOT_FOUND = 'Park fee not found';

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;

function answer(outcome: RateCardOutcome, notFoundMessage: string) {
  if (outcome.ok) return outcome.card;
  if (outcome.reason === 'not-found') throw notFound(notFoundMessage);
  throw fieldError('tsv', outcome.message);
}

/** The cost side's routes (issue 40): rate cards, park fees, Settings' pricing and the quote. */
export function costingRoutes() {
  const routes = new ApiHandlers();

  routes.on('costing.rateCards', async (req, res) => {
    const supplierId = pathId(req.params.id, 'Supplier');
    if (!(await req.services.suppliers.get(supplierId))) throw notFound('Supplier not found');
    res.json({ items: await req.services.rateCards.forSupplier(supplierId) });
  });

  routes.on('costing.createRateCard', async (req, res) => {
    const supplierId = pathId(req.params.id, 'Supplier');
    const input = parse(rateCardSchema, req.body);
    res.status(201).json(answer(await createRateCard(req.services, supplierId, input, author(req)), 'Supplier not found'));
  });

  routes.on('costing.rateCard', async (req, res) => {
    const card = await req.services.rateCards.get(pathId(req.params.id, 'Rate card'));
    if (!card) throw notFound(RATE_CARD_NOT_FOUND);
    res.json(card);
  });

  routes.on('costing.updateRateCard', async (req, res) => {
    const id = pathId(req.params.id, 'Rate card');
    const input = parse(rateCardSchema, req.body);
    res.json(answer(await replaceRateCard(req.services, id, input, author(req)), RATE_CARD_NOT_FOUND));
  });

  routes.on('costing.rateCardVersions', async (req, res) => {
    const items = await req.services.rateCards.versions(pathId(req.params.id, 'Rate card'));
    if (!items) throw notFound(RATE_CARD_NOT_FOUND);
    res.json({ items });
  });

  routes.on('costing.importRates', async (req, res) => {
    const id = pathId(req.params.id, 'Rate card');
    const { tsv } = parse(rateCardImportSchema, req.body);
    res.json(answer(await importRates(req.services, id, tsv, author(req)), RATE_CARD_NOT_FOUND));
  });

  routes.on('costing.parkFees', async (req, res) => {
    const query = parse(parkFeeQuerySchema, req.query);
    const on = query.on ?? siteToday();
    res.json({ items: await req.services.parkFees.inForce(on, query.park), on });
  });

  routes.on('costing.createParkFee', async (req, res) => {
    const outcome = await addParkFee(req.services, parse(parkFeeSchema, req.body));
    if (!outcome.ok) throw fieldError('effectiveFrom', outcome.reason === 'clash' ? outcome.message : PARK_FEE_NOT_FOUND);
    res.status(201).json(outcome.fee);
  });

  routes.on('costing.updateParkFee', async (req, res) => {
    const id = pathId(req.params.id, 'Park fee');
    const outcome = await correctParkFee(req.services, id, parse(parkFeeSchema, req.body));
    if (!outcome.ok) throw outcome.reason === 'not-found' ? notFound(PARK_FEE_NOT_FOUND) : fieldError('effectiveFrom', outcome.message);
    res.json(outcome.fee);
  });

  routes.on('costing.pricingSettings', async (req, res) => {
    res.json(await req.services.pricingSettings.get());
  });

  routes.on('costing.updatePricingSettings', async (req, res) => {
    const input = parse(pricingSettingsSchema, req.body);
    const saved = await req.services.transaction(async (tx) => {
      const settings = await tx.pricingSettings.save(input, siteToday());
      tx.audit.record({ action: 'changed pricing settings', kind: 'settings', recordType: 'PricingSettings', recordId: '1', label: 'Pricing' });
      return settings;
    });
    res.json(saved);
  });

  routes.on('costing.quote', async (req, res) => {
    const input = parse(quoteSchema, req.body);
    const outcome = await quoteTrip(req.services, input, siteToday());
    if (!outcome.ok) throw new HttpError(400, outcome.message, { [outcome.field]: outcome.message });
    res.json(outcome.quote);
  });

  return routes;
}

