import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Client } from './servers.ts';

/** Values that broke the API before (NUL, lone surrogates, impossible dates, a third decimal) and their kin. */
const nasty = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uD83D\uDE00', '2027-02-30', '0000-01-01', '2101-01-01', '1899-12-31',
  '2020-01-01', '9999-99-99', '10/06/2027', 0.005, -1, 1e308, -0, Number.MAX_SAFE_INTEGER, 'x'.repeat(6000),
  '<script>alert(1)</script>', "'; drop table inquiries; --", 'javascript:alert(1)', '00000000-0000-4000-8000-000000000000',
  null, true, [], {}, ['\u0000'], ['ok', '\uDBFF'],
);
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }), nasty);
const value = fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.double() }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

/** A body with the route's own field names (so validation is reached) holding generated values. */
function bodyOf(fields: string[], valid: Record<string, unknown> = {}) {
  const spoiled = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  return fc.oneof(
    // One field spoiled at a time, the rest valid: reaches the deepest checks.
    fc.tuple(fc.constantFrom(...fields), value).map(([field, v]) => ({ ...valid, [field]: v })),
    spoiled.map((s) => ({ ...valid, ...s })),
    fc.anything({ maxDepth: 2 }),
  );
}

/** Percent-encodes any string; a lone surrogate (which encodeURIComponent refuses) is sent as the bytes a sloppy client would send. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (raw: string) => encodeURIComponent(raw.replace(LONE_SURROGATE, '\u0001')).replaceAll('%01', '%ED%A0%80');

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
  fc.constantFrom('%00', '..', '%ZZ', '%ED%A0%80', '%C0%AF', 'x'.repeat(300)),
);

export interface Target {
  /** `METHOD /api/path/:param`, as the router declares it. */
  route: string;
  method: string;
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<unknown>;
  admin?: boolean;
}

export function targets(valid: { inquiry: Record<string, unknown>; contact: Record<string, unknown>; pkg: Record<string, unknown>; folderId: string; galleryId: string }): Target[] {
  const fixed = (p: string) => fc.constant(p);
  const inquiryFields = ['firstName', 'lastName', 'email', 'packageType', 'groupSize', 'arrivalDate', 'departureDate', 'message'];
  const contactFields = [...inquiryFields, 'phone', 'safariType', 'budgetRange', 'source'];
  const packageFields = ['name', 'type', 'price', 'duration', 'description', 'features', 'accommodation', 'groupSize', 'imageUrl', 'isActive'];
  const galleryFields = ['name', 'description', 'coverImageUrl', 'sortOrder', 'isActive'];
  return [
    { route: 'GET /api/packages', method: 'GET', path: fixed('/api/packages') },
    { route: 'GET /api/testimonials', method: 'GET', path: fixed('/api/testimonials') },
    { route: 'GET /api/gallery-folders', method: 'GET', path: fixed('/api/gallery-folders') },
    { route: 'GET /api/gallery-folders/:id/galleries', method: 'GET', path: segment.map((s) => `/api/gallery-folders/${s}/galleries`) },
    { route: 'GET /api/galleries/:id/photos', method: 'GET', path: segment.map((s) => `/api/galleries/${s}/photos`) },
    { route: 'POST /api/inquiries', method: 'POST', path: fixed('/api/inquiries'), body: bodyOf(inquiryFields, valid.inquiry) },
    { route: 'POST /api/inquiries', method: 'POST', path: fixed('/api/inquiries'), body: bodyOf(contactFields, valid.contact) },
    { route: 'POST /api/admin/login', method: 'POST', path: fixed('/api/admin/login'), body: bodyOf(['username', 'password'], { username: 'x', password: 'y' }) },
    { route: 'GET /api/admin/me', method: 'GET', path: fixed('/api/admin/me'), admin: true },
    { route: 'GET /api/admin/inquiries', method: 'GET', path: fc.tuple(text, text).map(([a, b]) => `/api/admin/inquiries?limit=${encode(String(a))}&offset=${encode(String(b))}`), admin: true },
    { route: 'GET /api/admin/stats', method: 'GET', path: fixed('/api/admin/stats'), admin: true },
    { route: 'GET /api/admin/packages', method: 'GET', path: fixed('/api/admin/packages'), admin: true },
    { route: 'POST /api/admin/packages', method: 'POST', path: fixed('/api/admin/packages'), body: bodyOf(packageFields, valid.pkg), admin: true },
    { route: 'PUT /api/admin/packages/:id', method: 'PUT', path: segment.map((s) => `/api/admin/packages/${s}`), body: bodyOf(packageFields, valid.pkg), admin: true },
    { route: 'POST /api/admin/gallery-folders', method: 'POST', path: fixed('/api/admin/gallery-folders'), body: bodyOf(galleryFields, { name: 'Fuzz folder' }), admin: true },
    { route: 'POST /api/admin/galleries', method: 'POST', path: fixed('/api/admin/galleries'), body: bodyOf(['folderId', ...galleryFields], { folderId: valid.folderId, name: 'Fuzz gallery' }), admin: true },
    { route: 'POST /api/admin/gallery-photos', method: 'POST', path: fixed('/api/admin/gallery-photos'), body: bodyOf(['galleryId', 'title', 'imageUrl', 'thumbnailUrl', 'description', 'sortOrder', 'isActive'], { galleryId: valid.galleryId, title: 'Fuzz photo', imageUrl: 'https://images.example.com/f.jpg' }), admin: true },
    { route: 'GET /api/admin/gallery-folders/:id/galleries', method: 'GET', path: segment.map((s) => `/api/admin/gallery-folders/${s}/galleries`), admin: true },
    { route: 'GET /api/admin/galleries/:id/photos', method: 'GET', path: segment.map((s) => `/api/admin/galleries/${s}/photos`), admin: true },
    { route: 'DELETE /api/admin/:resource/:id', method: 'DELETE', path: fc.tuple(fc.constantFrom('gallery-folders', 'galleries', 'gallery-photos'), segment).map(([r, s]) => `/api/admin/${r}/${s}`), admin: true },
    { route: 'POST /api/admin/password', method: 'POST', path: fixed('/api/admin/password'), body: bodyOf(['currentPassword', 'newPassword', 'confirmPassword']), admin: true },
  ];
}

/**
 * Every route the routers declare with a literal path (`router.get('/x/:id', …)` in server/api), mounted
 * under /api/admin for `admin-*.routes.ts` files and /api otherwise. Routes added later are fuzzed
 * too, with generic input, until someone gives them a target with their fields.
 */
export function declaredRoutes(apiDir = 'server/api'): string[] {
  const routes: string[] = [];
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith('.routes.ts'))) {
    const prefix = file.startsWith('admin-') ? '/api/admin' : '/api';
    for (const match of readFileSync(join(apiDir, file), 'utf8').matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      routes.push(`${match[1]!.toUpperCase()} ${prefix}${match[2]}`);
    }
  }
  return [...new Set(routes)];
}

/** A generic target for a declared route that has no explicit one: random path parameters and bodies. */
export function genericTarget(route: string): Target {
  const [method, path] = route.split(' ') as [string, string];
  const parts = path.split('/').map((part) => (part.startsWith(':') ? segment : fc.constant(part)));
  return {
    route,
    method,
    path: fc.tuple(...parts).map((p) => p.join('/')),
    body: method === 'GET' || method === 'DELETE' ? undefined : fc.oneof(fc.anything({ maxDepth: 2 }), fc.dictionary(fc.string({ maxLength: 12 }), value)),
    admin: path.startsWith('/api/admin') || route === 'GET /api/inquiries',
  };
}

/**
 * What the mail worker writes in the background, whatever request is in flight: the sending state of a mail
 * already queued (claimed, sent, failed, attempts). Issue 20's "rows changed by rejected input" were these:
 * the worker sending the mails of enquiries accepted a moment before, while a rejected request was answered.
 */
const MAIL_WORKER_COLUMNS = ['mail_status', 'mail_claimed_at', 'sent_at', 'message_id', 'error', 'mail_attempts'];

/**
 * A digest per table of every row, except what a rejected request may rightly touch (sessions, counters, and
 * the security record of a failed sign-in, which a refused password writes on purpose: decision 061) and the
 * mail worker's own bookkeeping. A new row, or any other column changed, still shows.
 */
export async function contentDigest(db: pg.Client): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limits', 'mikro_orm_migrations') order by 1",
  );
  const digests = new Map<string, string>();
  for (const { name } of tables.rows) {
    const row = name === 'inquiry_events' ? `(to_jsonb(x) - '${MAIL_WORKER_COLUMNS.join("' - '")}')::text` : 'x::text';
    const where = name === 'audit_log' ? ` where x.action <> 'sign-in-failed'` : '';
    const { rows } = await db.query<{ d: string | null }>(`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as d from "${name}" x${where}`);
    digests.set(name, rows[0]!.d ?? '');
  }
  return digests;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([name, d]) => before.get(name) !== d).map(([name]) => name);

export interface FuzzResult {
  requests: number;
  serverErrors: number;
  rejectedThatChangedRows: number;
  examples: string[];
}

/** Sends `perTarget` generated requests to each route, one at a time, checking the data after each rejection. */
export async function fuzz(visitor: Client, admin: Client, db: pg.Client, list: Target[], perTarget: number, seed: number): Promise<FuzzResult> {
  const result: FuzzResult = { requests: 0, serverErrors: 0, rejectedThatChangedRows: 0, examples: [] };
  let digest = await contentDigest(db);
  for (const [index, target] of list.entries()) {
    const paths = fc.sample(target.path, { numRuns: perTarget, seed: seed + index });
    const bodies = target.body ? fc.sample(target.body, { numRuns: perTarget, seed: seed + 1000 + index }) : [];
    for (let i = 0; i < perTarget; i++) {
      const client = target.admin ? admin : visitor;
      const body = target.body ? (bodies[i] === undefined ? 'null' : bodies[i]) : undefined;
      const response = await client.send(target.method, paths[i]!, body).catch((error: Error) => ({ status: 599, json: { message: error.message }, headers: new Headers() }));
      result.requests++;
      if (response.status >= 500) {
        result.serverErrors++;
        if (result.examples.length < 5) result.examples.push(`${response.status} ${target.method} ${paths[i]} ${JSON.stringify(body)?.slice(0, 120)}`);
      }
      const after = await contentDigest(db);
      const changed = changedTables(digest, after);
      if (response.status >= 400 && changed.length > 0) {
        result.rejectedThatChangedRows++;
        if (result.examples.length < 5) result.examples.push(`rows of ${changed.join(', ')} changed by ${response.status} ${target.method} ${paths[i]}`);
      }
      digest = after;
    }
  }
  return result;
}
