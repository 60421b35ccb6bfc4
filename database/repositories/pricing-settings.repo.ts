import type { EntityManager } from '@mikro-orm/postgresql';
import type { FxRate, PricingSettings } from '#lib/domain/costing/costing.types.ts';
import type { PricingSettingsInput } from '#lib/domain/costing/pricing-settings.schema.ts';
import type { PlainDate } from '#lib/domain/dates.ts';
import { PricingSettingsRow } from '../entities/index.ts';

/** Settings' pricing (issue 40): one row, written by the migration that made it. */
export class PricingSettingsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async get(): Promise<PricingSettings> {
    const row = await this.em.findOneOrFail(PricingSettingsRow, { id: 1 }, { refresh: true });
    return { defaultMarkupPercent: Number(row.defaultMarkupPercent), fxBufferPercent: Number(row.fxBufferPercent), rates: row.rates, indicativePrices: row.indicativePrices };
  }

  /**
   * Saves the settings; a rate keeps the day it was set unless its figure changed, then it is dated `today`. The row
   * is locked, so two saves at once date the rates from what the other saved.
   */
  async save(input: PricingSettingsInput, today: PlainDate): Promise<PricingSettings> {
    const [row] = await this.em.execute<{ rates: FxRate[] }[]>(`select "rates" from "pricing_settings" where "id" = 1 for update`);
    const before = row?.rates ?? [];
    const rates: FxRate[] = input.rates.map((r) => {
      const kept = before.find((b) => b.from === r.from && b.to === r.to && b.rate === r.rate);
      return { from: r.from, to: r.to, rate: r.rate, on: kept?.on ?? today };
    });
    await this.em.execute(
      `update "pricing_settings" set "default_markup_percent" = ?, "fx_buffer_percent" = ?, "rates" = ?::jsonb, "indicative_prices" = ?, "updated_at" = now() where "id" = 1`,
      [input.defaultMarkupPercent, input.fxBufferPercent, JSON.stringify(rates), input.indicativePrices],
    );
    return { defaultMarkupPercent: input.defaultMarkupPercent, fxBufferPercent: input.fxBufferPercent, rates, indicativePrices: input.indicativePrices };
  }
}
