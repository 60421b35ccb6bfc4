import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExchangeRates, StoredRates } from '#lib/domain/money/exchange.ts';

type Row = { day: string; rates: Record<string, number>; checkedAt: Date | string };

/** The ECB's reference rates, a row a day (issue 42). Writes run on the caller's transaction, if any. */
export class ExchangeRatesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Keeps a day's rates. A day already stored (a holiday or a weekend repeats the last file) keeps its rates and is
   * marked checked; two processes storing one day at once both end with the one row. True when the day is new.
   */
  async store(rates: ExchangeRates, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ inserted: boolean }[]>(
      `insert into exchange_rate_days (day, rates, fetched_at, checked_at) values (?::date, ?::jsonb, ?, ?)
       on conflict (day) do update set checked_at = greatest(exchange_rate_days.checked_at, excluded.checked_at)
       returning (xmax = 0) as inserted`,
      [rates.date, JSON.stringify(rates.rates), now, now],
    );
    return rows[0]?.inserted === true;
  }

  /** The newest day's rates, or null before the first fetch. */
  async latest(): Promise<StoredRates | null> {
    const [row] = await this.em.execute<Row[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, rates, checked_at as "checkedAt" from exchange_rate_days order by day desc limit 1`,
    );
    if (!row) return null;
    return { rates: { date: row.day, base: 'EUR', rates: row.rates }, checkedAt: new Date(row.checkedAt).toISOString() };
  }

  /** When a good document was last read, whatever day it named; null before the first. */
  async lastChecked(): Promise<Date | null> {
    const [row] = await this.em.execute<{ at: Date | string | null }[]>(`select max(checked_at) as at from exchange_rate_days`);
    return row?.at ? new Date(row.at) : null;
  }
}
