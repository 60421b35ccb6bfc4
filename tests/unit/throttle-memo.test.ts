import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFailureAfter, countAttempt, forgetBlockedKeys, type RateLimiter } from '#server/middleware/rate-limit.ts';

/** A limiter that counts in memory and says how often PostgreSQL would have been written. */
function countingLimiter() {
  const hits = new Map<string, number>();
  let writes = 0;
  const limiter = {
    async hit(key: string) {
      writes++;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return { hits: hits.get(key)!, resetAt: new Date(Date.now() + 900_000) };
    },
  } as unknown as RateLimiter;
  return { limiter, writes: () => writes };
}

beforeEach(() => forgetBlockedKeys());

describe('countAttempt under a flood from a blocked address', () => {
  it('refuses a key PostgreSQL found over its limit without writing again', async () => {
    const { limiter, writes } = countingLimiter();
    const keys = [{ key: 'login-address:203.0.113.9', limit: 2 }];
    await countAttempt(limiter, keys, 900);
    await countAttempt(limiter, keys, 900);
    await expect(countAttempt(limiter, keys, 900)).rejects.toMatchObject({ status: 429 });
    expect(writes()).toBe(3);
    for (let i = 0; i < 50; i++) await expect(countAttempt(limiter, keys, 900)).rejects.toMatchObject({ status: 429 });
    expect(writes()).toBe(3);
  });

  it('keeps counting other keys, and counts the blocked key again once forgotten', async () => {
    const { limiter, writes } = countingLimiter();
    await countAttempt(limiter, [{ key: 'a', limit: 1 }], 900);
    await expect(countAttempt(limiter, [{ key: 'a', limit: 1 }], 900)).rejects.toMatchObject({ status: 429 });
    await countAttempt(limiter, [{ key: 'b', limit: 1 }], 900);
    expect(writes()).toBe(3);
    forgetBlockedKeys();
    await expect(countAttempt(limiter, [{ key: 'a', limit: 1 }], 900)).rejects.toMatchObject({ status: 429 });
    expect(writes()).toBe(4);
  });
});

describe('answerFailureAfter', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a success at once and a failure only after the pause', async () => {
    vi.useFakeTimers();
    await expect(answerFailureAfter(1000, async () => 'signed in')).resolves.toBe('signed in');

    let settled: unknown;
    const failing = answerFailureAfter(1000, async () => {
      throw new Error('wrong password');
    }).catch((error: Error) => (settled = error.message));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await failing;
    expect(settled).toBe('wrong password');
  });
});
