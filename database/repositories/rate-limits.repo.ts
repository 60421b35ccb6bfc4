import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../typed-sql.ts';

export interface RateLimitResult {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in PostgreSQL, so every server process shares them (`rate_limits`, the RateLimit entity).
 * One upsert per hit: a window that has ended starts again at 1. Typed SQL, not the unit of work: a counter must
 * be one atomic statement (no two requests read the same count), and counting attempts is no one's action to audit.
 */
export class RateLimitsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    const ended = sql<boolean>`rate_limits.reset_at <= now()`;
    const row = await typedSql(this.em)
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: sql<Date>`now() + make_interval(secs => ${windowSeconds})` })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<Date>`case when ${ended} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
  }

  async peek(key: string): Promise<number> {
    const row = await typedSql(this.em).selectFrom('rate_limits').select('hits').where('key', '=', key).where('reset_at', '>', sql<Date>`now()`).executeTakeFirst();
    return row ? Number(row.hits) : 0;
  }

  async reset(key: string): Promise<void> {
    await typedSql(this.em).deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Takes back one hit (an attempt counted up front that turned out not to be a failure). */
  async release(key: string): Promise<void> {
    await typedSql(this.em)
      .updateTable('rate_limits')
      .set({ hits: sql<number>`greatest(hits - 1, 0)` })
      .where('key', '=', key)
      .where('reset_at', '>', sql<Date>`now()`)
      .execute();
  }

  /** Ended windows count for nothing (the next hit starts afresh); drop them so the table stays small. */
  async prune(): Promise<number> {
    const result = await typedSql(this.em).deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now()`).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
