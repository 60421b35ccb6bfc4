import { proposalPriceSchema } from '#lib/domain/costing/proposal-costing.schema.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { priceProposalFromRates } from './proposal-pricing.ts';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
export const PRICE_FROZEN_MESSAGE = 'Only a draft can be priced from rates: this version was sent, accepted or replaced. Save a new version first.';
export const PRICE_MISSING_MESSAGE = 'Some nights or fees have no rate, so nothing was priced';

/** `POST /api/admin/proposals/:id/price` (issue 40, decision 189). */
export function proposalPricingRoutes() {
  const routes = new ApiHandlers();

  routes.on('costing.priceProposal', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const input = parse(proposalPriceSchema, req.body);
    const outcome = await priceProposalFromRates(req.services, id, input, { by: req.admin?.username ?? null, today: siteToday() });
    if (outcome.kind === 'not-found') throw notFound(PROPOSAL_NOT_FOUND);
    if (outcome.kind === 'frozen') throw new HttpError(409, PRICE_FROZEN_MESSAGE);
    if (outcome.kind === 'invalid') throw fieldError(outcome.field, outcome.message);
    // 422: the request was well formed; the rates cannot price it. Each gap is listed, as the quote lists them.
    if (outcome.kind === 'missing') return void res.status(422).json({ message: PRICE_MISSING_MESSAGE, errors: { stops: PRICE_MISSING_MESSAGE }, missing: outcome.missing });
    res.json(outcome.proposal);
  });

  return routes;
}
