import type { RequestHandler } from 'express';
import pg from 'pg';
import type { PublicCache } from './public-cache.ts';

/** The PostgreSQL channel on which every server process announces a change of public content. */
export const CONTENT_CHANNEL = 'public_content_changed';
const RECONNECT_MS = 1000;

export interface ContentListener {
  /** Resolves once the first LISTEN is in place (the cache serves nothing before). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Hears other processes' content changes (PostgreSQL LISTEN on one connection of its own) and drops
 * this process's cache on each. While the connection is down the cache is suspended; when it is back
 * the cache starts empty, because notices sent meanwhile are lost (NOTIFY is not queued for absent
 * listeners).
 */
export function listenForContentChanges(connectionString: string, cache: PublicCache): ContentListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function reconnectLater() {
    cache.suspend();
    if (!closed) retry ??= setTimeout(() => void connect(), RECONNECT_MS);
  }

  async function connect() {
    retry = undefined;
    const candidate = new pg.Client({ connectionString });
    // A broken connection emits 'error' then 'end'; 'end' is where we act.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      reconnectLater();
    });
    candidate.on('notification', (notice) => {
      if (notice.channel === CONTENT_CHANNEL && !notice.payload?.startsWith(`${cache.id}:`)) cache.invalidate();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (closed) return void (await candidate.end());
      client = candidate;
      cache.resume();
      markReady();
    } catch {
      void candidate.end().catch(() => {});
      reconnectLater();
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Mounted once on the admin API router, so every staff write (today's routes and any added later) is
 * covered: after a successful non-GET request, and before its response leaves, this process's cache is
 * dropped and every other process is told. The handler has committed by the time it sends, so a visitor's
 * next request, wherever it lands, renders from the new rows.
 */
export function announceContentChanges(pool: pg.Pool, cache: PublicCache | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode >= 400) return end(...args);
      cache?.invalidate();
      const version = `${cache?.id ?? 'none'}:${cache?.version ?? 0}`;
      pool
        .query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, version])
        .catch((error: unknown) => console.error('Could not announce a content change to other processes:', error))
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
