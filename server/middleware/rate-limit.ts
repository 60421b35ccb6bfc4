import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from './errors.ts';

export interface RateLimitResult {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in PostgreSQL, so every server process shares them.
 * One upsert per hit: a window that has ended starts again at 1.
 */
export class RateLimiter {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    const rows = await this.em.execute<{ hits: number; reset_at: Date }[]>(
      `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning hits, reset_at`,
      [key, windowSeconds],
    );
    const row = rows[0]!;
    return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
  }

  async peek(key: string): Promise<number> {
    const rows = await this.em.execute<{ hits: number }[]>(
      'select hits from rate_limits where key = ? and reset_at > now()',
      [key],
    );
    return rows[0] ? Number(rows[0].hits) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.em.execute('delete from rate_limits where key = ?', [key]);
  }

  /** Old windows are of no use; drop them now and then so the table stays small. */
  async prune(): Promise<void> {
    await this.em.execute("delete from rate_limits where reset_at < now() - interval '1 day'");
  }
}

export function tooManyRequests(resetAt: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
