import { defineEntity, p } from '@mikro-orm/core';

/** express-session rows, in the layout connect-pg-simple reads and writes. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime(6).index(),
  },
});

/**
 * Fixed-window counters shared by every server process (login and inquiry throttling). Written by typed SQL
 * (rate-limits.repo.ts): a counter is one atomic upsert, and counting attempts is not audited (decision 169).
 */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(255).primary(),
    hits: p.integer(),
    resetAt: p.datetime(),
  },
});
