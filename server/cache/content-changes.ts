import type { RequestHandler } from 'express';
import pg from 'pg';
import type { PublicCache } from './public-cache.ts';

/** The PostgreSQL channel on which every server process announces a change of public content. */
export const CONTENT_CHANNEL = 'public_content_changed';
/** On which a process confirms it has dropped its cache for a notice (payload: the notice's, `|`, its own id). */
export const RECEIVED_CHANNEL = 'public_content_received';
/** How listener connections name themselves (`<name> <cache id>`), so a writer can count the processes that must confirm. */
export const LISTENER_NAME = 'safari-content-listener';
const RECONNECT_MS = 1000;
/** A writer waits at most this long for the confirmations (a process with a stalled event loop). */
const CONFIRM_WAIT_MS = 1000;

export interface ContentListener {
  /** Resolves once the first LISTEN is in place (the cache serves nothing before). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** In this process: the caches whose listener is connected, and the writes waiting for confirmations by notice. */
const listening = new Set<string>();
const waiting = new Map<string, { from: Set<string>; needed: number; done: () => void }>();

function confirmed(payload: string) {
  const split = payload.lastIndexOf('|');
  const entry = waiting.get(payload.slice(0, split));
  if (!entry) return;
  entry.from.add(payload.slice(split + 1));
  if (entry.from.size >= entry.needed) entry.done();
}

/**
 * Hears other processes' content changes (PostgreSQL LISTEN on one connection of its own), drops
 * this process's cache on each and confirms it on RECEIVED_CHANNEL. While the connection is down the
 * cache is suspended; when it is back the cache starts empty, because notices sent meanwhile are lost
 * (NOTIFY is not queued for absent listeners).
 */
export function listenForContentChanges(connectionString: string, cache: PublicCache, onDatabaseChange: () => void = () => {}): ContentListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function reconnectLater() {
    listening.delete(cache.id);
    cache.suspend();
    if (!closed) retry ??= setTimeout(() => void connect(), RECONNECT_MS);
  }

  async function connect() {
    retry = undefined;
    const candidate = new pg.Client({ connectionString, application_name: `${LISTENER_NAME} ${cache.id}` });
    // A broken connection emits 'error' then 'end'; 'end' is where we act.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      reconnectLater();
    });
    candidate.on('notification', (notice) => {
      const payload = notice.payload ?? '';
      if (notice.channel === RECEIVED_CHANNEL) return confirmed(payload);
      if (notice.channel !== CONTENT_CHANNEL || payload.startsWith(`${cache.id}:`)) return;
      cache.invalidate();
      // A change the database's triggers announced (seats, decision 135) came through no staff route that would purge
      // a CDN: every process asks, and the purge queue keeps one waiting however many ask (decision 139).
      if (payload.startsWith('db:')) onDatabaseChange();
      // Dropped before confirming: the writer answers its staff member only after this arrives.
      candidate.query('SELECT pg_notify($1, $2)', [RECEIVED_CHANNEL, `${payload}|${cache.id}`]).catch(() => {});
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CONTENT_CHANNEL}; LISTEN ${RECEIVED_CHANNEL}`);
      if (closed) return void (await candidate.end());
      client = candidate;
      listening.add(cache.id);
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
      listening.delete(cache.id);
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Tells every other process and waits (at most CONFIRM_WAIT_MS) until each listening one has confirmed
 * that it dropped its cache. Only a process that itself listens can hear confirmations; one that does
 * not (development, no cache) announces without waiting.
 */
async function announce(pool: pg.Pool, cache: PublicCache | undefined): Promise<void> {
  const notice = `${cache?.id ?? 'none'}:${cache?.version ?? 0}`;
  if (!cache || !listening.has(cache.id)) {
    await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, notice]);
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const all = new Promise<void>((resolve) => {
    // Registered before the notice goes: a confirmation may come back before the query below returns.
    waiting.set(notice, { from: new Set(), needed: Number.POSITIVE_INFINITY, done: resolve });
    timer = setTimeout(resolve, CONFIRM_WAIT_MS);
  });
  try {
    const { rows } = await pool.query<{ listeners: number }>(
      `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity WHERE application_name LIKE $3 AND datname = current_database()) AS listeners`,
      [CONTENT_CHANNEL, notice, `${LISTENER_NAME} %`],
    );
    const entry = waiting.get(notice)!;
    // Every listener but this process's own.
    entry.needed = Math.max(0, rows[0]!.listeners - 1);
    if (entry.from.size >= entry.needed) entry.done();
    await all;
  } finally {
    clearTimeout(timer);
    waiting.delete(notice);
  }
}

/**
 * Mounted once on the admin API router, so every staff write (today's routes and any added later) is
 * covered: after a successful non-GET request, and before its response leaves, this process's cache is
 * dropped, every other process is told, and each listening one has confirmed it dropped its own (or a
 * second has passed). The handler has committed by the time it sends, so a visitor's next request,
 * wherever it lands, renders from the new rows (decision 050).
 */
export function announceContentChanges(pool: pg.Pool, cache: PublicCache | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode >= 400) return end(...args);
      cache?.invalidate();
      announce(pool, cache)
        .catch((error: unknown) => console.error('Could not announce a content change to other processes:', error))
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
