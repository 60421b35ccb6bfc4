import type { RateCardContent, RateCardView } from '#lib/domain/costing/costing.types.ts';
import type { RateCardInput } from '#lib/domain/costing/rate-card.schema.ts';
import { parseRateTsv } from '#lib/domain/costing/rate-card-tsv.ts';
import { minorDigits } from '#lib/domain/money/money.ts';
import type { Services } from '../../services.ts';

export type RateCardOutcome = { ok: true; card: RateCardView } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'bad-table'; message: string };

/** What a version stores: the parsed body, with no key left undefined, so a version reads back exactly as it was written. */
const contentOf = (input: RateCardInput): RateCardContent => JSON.parse(JSON.stringify(input)) as RateCardContent;

/** A supplier's new rate card at version 1 (issue 40). */
export async function createRateCard(services: Services, supplierId: string, input: RateCardInput, by: string | null): Promise<RateCardOutcome> {
  return services.transaction(async (tx) => {
    if (!(await tx.suppliers.get(supplierId))) return { ok: false, reason: 'not-found' };
    const { id } = await tx.rateCards.create(supplierId, contentOf(input), by);
    tx.audit.record({ action: 'added rate card', kind: 'settings', recordType: 'RateCard', recordId: id, label: input.name, changes: { version: 1 } });
    return { ok: true, card: (await tx.rateCards.get(id))! };
  });
}

/** Every change is a new version; the versions before it stay as they were (decision 183). */
export async function replaceRateCard(services: Services, id: string, input: RateCardInput, by: string | null): Promise<RateCardOutcome> {
  return services.transaction(async (tx) => {
    const made = await tx.rateCards.addVersion(id, () => contentOf(input), by);
    if (!made) return { ok: false, reason: 'not-found' };
    tx.audit.record({ action: 'changed rate card', kind: 'settings', recordType: 'RateCard', recordId: id, label: input.name, changes: { version: made.version } });
    return { ok: true, card: (await tx.rateCards.get(id))! };
  });
}

class BadTable extends Error {}

/** A pasted table's rates replace the card's, as a new version; a line that does not parse saves nothing. */
export async function importRates(services: Services, id: string, tsv: string, by: string | null): Promise<RateCardOutcome> {
  try {
    return await services.transaction(async (tx) => {
      const made = await tx.rateCards.addVersion(id, (current) => {
        const parsed = parseRateTsv(tsv, current.seasons.map((s) => s.name), minorDigits(current.currency));
        if (!parsed.ok) throw new BadTable(parsed.message);
        return { ...current, rates: parsed.rates };
      }, by);
      if (!made) return { ok: false, reason: 'not-found' } as const;
      const card = (await tx.rateCards.get(id))!;
      tx.audit.record({ action: 'imported rates', kind: 'settings', recordType: 'RateCard', recordId: id, label: card.name, changes: { version: made.version, rates: card.rates.length } });
      return { ok: true, card } as const;
    });
  } catch (error) {
    if (error instanceof BadTable) return { ok: false, reason: 'bad-table', message: error.message };
    throw error;
  }
}
