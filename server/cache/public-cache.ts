import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { schemaFields } from '#lib/api-route.ts';
import { API_ROUTE_LIST } from '#lib/api-routes.ts';
import { addDays } from '#lib/domain/dates.ts';
import { splitLocalePath } from '#lib/i18n/locale-paths.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { HSTS } from '../middleware/transport.ts';
import { edgeCacheControl } from './cdn.ts';

/** A public response as it was first rendered: the same bytes for every visitor until content changes. */
export interface CachedResponse {
  contentType: string;
  body: Buffer;
  etag: string;
  /** With CDN_CACHE_SECONDS, this URL's directives for a CDN (cdn.ts); otherwise PUBLIC_CACHE_CONTROL. */
  cacheControl?: string;
  /** Compressed once, on the first visitor who accepts gzip. */
  gzip?: Buffer;
  /**
   * The security headers the first response carried (helmet's, identical for every public response since
   * they carry no nonce), replayed on hits so a hit skips the header middleware too.
   */
  headers?: [string, string | number | string[]][];
  /** The complete header lines of a hit (plain, gzip, 304), flat as `writeHead` takes them; built once. */
  raw?: RawHeaders;
  /** The same over HTTPS (HSTS added); built on the first such hit. */
  secureRaw?: RawHeaders;
}

type RawHeaders = { plain: string[]; gzip: string[]; notModified: string[] };

/**
 * Headers that belong to one response, not to the page: never replayed. HSTS depends on the request
 * (HTTPS or not, which X-Forwarded-Proto may say), so a hit adds it for itself.
 */
const OWN_HEADERS = new Set([
  'set-cookie', 'content-length', 'content-encoding', 'content-type', 'etag', 'cache-control', 'vary', 'date', 'connection', 'keep-alive',
  'strict-transport-security',
]);

/**
 * The parameters of each public list the route table stores (`cache: 'stored'`): its `query` schema's fields
 * (issue 37), so a parameter added to the schema is keyed on without a second list. The key is looked up by path,
 * so such an entry must have a fixed one: a `:param` path with a query stops the server here rather than being
 * served one visitor's answer to all.
 */
function listParameters(): Record<string, readonly string[]> {
  const lists = API_ROUTE_LIST.filter((entry) => entry.cache === 'stored' && entry.query);
  const withParams = lists.find((entry) => entry.path.includes(':'));
  if (withParams) throw new Error(`The public cache keys lists by a fixed path: ${withParams.key} has a query and a :param path`);
  return Object.fromEntries(lists.map((entry) => [`/api${entry.path}`, schemaFields(entry.query)]));
}

/**
 * The query parameters a cached page or list reads (issue 19). Every other parameter (utm_*, fbclid, gclid,
 * anything unknown) is left out of the cache key: ad and social links share the cached page instead of
 * rendering and storing a copy each, and the browser's own lead-source capture still sees them. A page that
 * starts reading a parameter must be listed here, or every visitor gets the first one's rendering; an /api
 * list's come from its entry's query schema.
 */
const READ_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/gallery': ['folder', 'gallery'],
  // Its handler reads the query without a schema (galleryLevel takes any string): listed by hand until it has one.
  '/api/gallery-level': ['folder', 'gallery'],
  '/contact': ['package', 'about'],
  // Reviews (issue 31): a trip's and a page's of them.
  '/reviews': ['trip', 'page'],
  // The /api lists with a query schema: today /api/reviews (trip, limit, offset).
  ...listParameters(),
};

/** The cache key of a URL: its path and the parameters its page reads, in a fixed order. */
export function cacheKey(originalUrl: string): string {
  const query = originalUrl.indexOf('?');
  if (query === -1) return originalUrl;
  const path = originalUrl.slice(0, query);
  // A German page reads what its English page reads: `/de/contact?package=` names a trip as `/contact?package=` does.
  const read = READ_PARAMETERS[splitLocalePath(path).path];
  if (!read) return path;
  const params = new URLSearchParams(originalUrl.slice(query + 1));
  const kept = new URLSearchParams();
  for (const name of read) for (const value of params.getAll(name)) kept.append(name, value);
  const rest = kept.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The instant the operator's next day begins (SITE_TIMEZONE): the first millisecond `siteToday` names tomorrow,
 * found by halving a window of ±14 h around tomorrow's UTC midnight (every zone's offset lies inside it).
 */
export function nextDayStarts(now: number): number {
  const tomorrow = addDays(siteToday(new Date(now)), 1);
  const [y, m, d] = tomorrow.split('-').map(Number);
  let low = Date.UTC(y!, m! - 1, d!) - 14 * 3_600_000;
  let high = low + 28 * 3_600_000;
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (siteToday(new Date(middle)) >= tomorrow) high = middle;
    else low = middle;
  }
  return high;
}

/** Revalidate every time: a CDN or browser may keep the bytes, but asks (ETag → 304) before using them. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The rendered HTML of public pages and the JSON of the public list APIs, per URL (path and the
 * parameters the page reads: `cacheKey`), in an LRU bounded in bytes. Invalidation is all-or-nothing: any content change drops every entry, because a
 * package or a gallery shows on many pages and no page's dependencies are tracked (DESIGN, decision 050).
 *
 * `version` counts this process's invalidations. A render records the version it started under and is
 * stored only if nothing changed meanwhile, so a render that read old rows never outlives the change.
 * While the process cannot hear other processes' changes (its LISTEN connection is down) it caches nothing.
 */
export class PublicCache {
  /** Tells this process's own change notices apart from other processes'. */
  readonly id = randomBytes(6).toString('hex');
  version = 0;
  private listening: boolean;
  /**
   * Pages show what today makes true: seats held by a proposal until its `validUntil` (issue 26), departures
   * not yet gone. Nothing is written when a day ends, so the cache drops everything at the operator's midnight.
   */
  private dayEndsAt = nextDayStarts(Date.now());
  private readonly entries = new LRUCache<string, CachedResponse>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + (entry.gzip?.length ?? 0) + 256,
  });

  private readonly cdnSeconds: number | undefined;

  /** `listening: false` starts suspended until `resume()` (a process that must first hear others); `cdnSeconds`: CDN_CACHE_SECONDS. */
  constructor(options: { listening?: boolean; cdnSeconds?: number } = {}) {
    this.listening = options.listening ?? true;
    this.cdnSeconds = options.cdnSeconds;
  }

  get enabled(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  get(url: string): CachedResponse | undefined {
    if (Date.now() >= this.dayEndsAt) this.newDay();
    return this.listening ? this.entries.get(cacheKey(url)) : undefined;
  }

  /** Forgets every page rendered on the day that ended (decision 135). */
  private newDay(): void {
    this.dayEndsAt = nextDayStarts(Date.now());
    this.invalidate();
  }

  /** Keeps a response rendered under `startedAt`, unless content changed since; returns what to send. */
  store(url: string, contentType: string, body: Buffer, startedAt: number): CachedResponse {
    const entry: CachedResponse = { contentType, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, cacheControl: edgeCacheControl(cacheKey(url), this.cdnSeconds) };
    if (Date.now() >= this.dayEndsAt) this.newDay();
    if (this.listening && startedAt === this.version) this.entries.set(cacheKey(url), entry);
    return entry;
  }

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  /** Lost contact with the other processes: whatever is cached may already be stale. */
  suspend(): void {
    this.listening = false;
    this.invalidate();
  }

  /** Listening again: changes missed meanwhile are unknown, so start from nothing. */
  resume(): void {
    this.invalidate();
    this.listening = true;
  }
}

/** RFC 9110 §13.1.2: a weak comparison against any of the listed tags, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached (or just stored) response: ETag, 304 for a matching If-None-Match, gzip when accepted. */
export function sendCached(req: Request, res: Response, entry: CachedResponse): void {
  entry.headers ??= Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !OWN_HEADERS.has(name))
    .map(([name, value]) => [name, value as string | number | string[]]);
  // A response that sets a cookie is one visitor's: a CDN must not keep it (hits replay no cookie).
  res.setHeader('Cache-Control', res.getHeader('set-cookie') ? PUBLIC_CACHE_CONTROL : (entry.cacheControl ?? PUBLIC_CACHE_CONTROL));
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(req.get('if-none-match'), entry.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', entry.contentType);
  let body = entry.body;
  if (acceptsGzip(req.headers['accept-encoding'])) {
    entry.gzip ??= gzipSync(entry.body);
    body = entry.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  // Bypasses the compression middleware's wrapper: the bytes are final.
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers GET and HEAD from the cache before any other middleware (headers, sessions, services, Vike),
 * so a hit costs no render, no query and no header computation. Only responses the handlers chose to
 * store are ever found here, and only once they have been sent with their security headers.
 */
export function serveFromCache(cache: PublicCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = cache.get(req.originalUrl);
    if (!entry?.headers) return next();
    const plain = (entry.raw ??= rawHeaders(entry, entry.headers));
    const raw = req.secure ? (entry.secureRaw ??= withHsts(plain)) : plain;
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, raw.notModified).end();
      return;
    }
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    res.writeHead(200, gzip ? raw.gzip : raw.plain);
    res.end(req.method === 'HEAD' ? undefined : gzip ? entry.gzip : entry.body);
  };
}

function withHsts(raw: RawHeaders): RawHeaders {
  const hsts = ['Strict-Transport-Security', HSTS];
  return { plain: [...raw.plain, ...hsts], gzip: [...raw.gzip, ...hsts], notModified: [...raw.notModified, ...hsts] };
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding);
}

/** A hit's header lines, built once per entry: the replayed security headers, then the response's own. */
function rawHeaders(entry: CachedResponse, headers: [string, string | number | string[]][]): RawHeaders {
  entry.gzip ??= gzipSync(entry.body);
  const shared = headers.flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
  const common = [...shared, 'Cache-Control', entry.cacheControl ?? PUBLIC_CACHE_CONTROL, 'ETag', entry.etag, 'Vary', 'Accept-Encoding'];
  return {
    notModified: common,
    plain: [...common, 'Content-Type', entry.contentType, 'Content-Length', String(entry.body.length)],
    gzip: [...common, 'Content-Type', entry.contentType, 'Content-Encoding', 'gzip', 'Content-Length', String(entry.gzip.length)],
  };
}

/** For a public list API: the JSON it sends is stored and sent the cached way. */
export function cacheJson(cache: PublicCache | undefined): RequestHandler {
  return (req, res, next) => {
    if (!cache) return next();
    const startedAt = cache.version;
    const json = res.json.bind(res);
    res.json = (data: unknown) => {
      if (res.statusCode !== 200) return json(data);
      const body = Buffer.from(JSON.stringify(data));
      sendCached(req, res, cache.store(req.originalUrl, 'application/json; charset=utf-8', body, startedAt));
      return res;
    };
    next();
  };
}
