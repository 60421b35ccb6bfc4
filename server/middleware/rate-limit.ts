import type { RateLimitsRepository } from '#database/repositories/rate-limits.repo.ts';
import { HttpError } from './errors.ts';

/** The counters `countAttempt` needs: Services' `rateLimiter` (database/repositories/rate-limits.repo.ts). */
export type RateLimiter = Pick<RateLimitsRepository, 'hit'>;

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
