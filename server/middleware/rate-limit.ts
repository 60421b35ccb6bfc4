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

  /** Takes back one hit (an attempt counted up front that turned out not to be a failure). */
  async release(key: string): Promise<void> {
    await this.em.execute('update rate_limits set hits = greatest(hits - 1, 0) where key = ? and reset_at > now()', [key]);
  }

  /** Ended windows count for nothing (the next hit starts afresh); drop them so the table stays small. */
  async prune(): Promise<number> {
    const result = await this.em.execute<{ affectedRows?: number }>('delete from rate_limits where reset_at < now()', [], 'run');
    return Number(result.affectedRows ?? 0);
  }
}

export function tooManyRequests(resetAt: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    retryAfter: seconds,
  });
}

/** How long this process answers a key PostgreSQL found over its limit without asking again. */
const BLOCK_MEMO_MS = 1000;
const blockedUntil = new Map<string, { until: number; resetAt: Date }>();

/** Forgets what this process remembers of blocked keys (for tests that reset the counters). */
export function forgetBlockedKeys(): void {
  blockedUntil.clear();
}

/**
 * Counts an attempt before it is evaluated, on every key at once, and refuses it when any key is
 * over its limit: N parallel guesses can never get more than the limit evaluated (the counter is
 * an atomic upsert, so no two requests read the same count).
 * A flood from a blocked address would otherwise cost one committed upsert per attempt and slow
 * every page: for a second after PostgreSQL says a key is over its limit, this process refuses it
 * without asking (PostgreSQL stays the truth every process shares; the memo only saves writes).
 */
export async function countAttempt(limiter: RateLimiter, keys: { key: string; limit: number }[], windowSeconds: number): Promise<void> {
  const now = Date.now();
  for (const { key } of keys) {
    const blocked = blockedUntil.get(key);
    if (blocked && blocked.until > now) throw tooManyRequests(blocked.resetAt);
  }
  for (const { key, limit } of keys) {
    const { hits, resetAt } = await limiter.hit(key, windowSeconds);
    if (hits > limit) {
      if (blockedUntil.size > 10_000) blockedUntil.clear();
      blockedUntil.set(key, { until: Date.now() + BLOCK_MEMO_MS, resetAt });
      throw tooManyRequests(resetAt);
    }
  }
}

/**
 * Answers an attempt that fails (wrong password, over its limit, hashing queue full) only after a
 * pause. A client that waits for each answer, as scripted guessing does, then sends at most one
 * attempt a second per connection: a flood of wrong passwords cannot keep the CPU from every other
 * request (issue 11), and a person who mistyped notices nothing. A success is answered at once.
 */
export async function answerFailureAfter<T>(delayMs: number, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    throw error;
  }
}
