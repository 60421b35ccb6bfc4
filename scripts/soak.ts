/**
 * `npm run soak`: the standing reliability suite (README, "Soak"). Starts its own PostgreSQL, a slow
 * mail server and built servers on 127.0.0.1 (ports 4307-4309, or SOAK_PORT and the next two), runs
 * its probes in order and prints one table; exits 1 when any figure is off target. Everything it
 * writes (database, server logs, secrets) stays in its temporary directory. Bounded: about 15,000
 * requests, a few minutes.
 *
 * A probe is a `(soak) => Promise<void>` that adds rows (scripts/soak/context.ts); add one to `probes`.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '#database/embedded.ts';
import { ensureProductionBuild } from '#server/build.ts';
import { setLinkSecret, links } from '#server/links/token-links.ts';

const tokenFor = (nonce: string) => links('proposal').tokenFor(nonce);
import { Soak, sleep, type Probe, type Row } from './soak/context.ts';
import { fuzz, genericTarget, targets } from './soak/fuzz.ts';
import { discoverRoutes } from './soak/routes.ts';
import { enquiry, postEnquiries, tally, type Outcome } from './soak/load.ts';
import { outagesProbe } from './soak/outages.ts';
import { pdfProbe } from './soak/pdfs.ts';
import { pooledProbe } from './soak/pooled.ts';
import { Client, LOGIN_LIMIT, serverEnvironment, signIn, SOAK_ADMIN, startServer } from './soak/servers.ts';
import { sigtermProbe } from './soak/sigterm.ts';
import { splitDeployProbe } from './soak/split-deploy.ts';
import { startSlowSmtp } from './soak/smtp.ts';
import { uploadProbe } from './soak/uploads.ts';
import { voucherProbe } from './soak/vouchers.ts';

const FIRST_PORT = Number(process.env.SOAK_PORT ?? 4307);
const PORTS = { a: FIRST_PORT, b: FIRST_PORT + 1, c: FIRST_PORT + 2 };
const FUZZ_PER_ROUTE = Number(process.env.SOAK_FUZZ_PER_ROUTE ?? 100);
const LOAD_TOTAL = 10_000;
const LOAD_CONCURRENCY = 100;
/** Issue 16's slow provider: each message takes a second to be accepted. */
const SMTP_DELAY_MS = 1000;

const dir = await mkdtemp(join(tmpdir(), 'safari-soak-'));
// As root the cluster runs as `postgres`, which must be able to enter the directory.
await chmod(dir, 0o755);
const soak = new Soak(dir);
const say = (line: string) => soak.say(line);
const row = (probe: string, target: string, measured: string, ok: boolean) => soak.row(probe, target, measured, ok);
const count = (sql: string, params: unknown[] = []) => soak.count(sql, params);
// A server remembers a blocked key for a second (server/middleware/rate-limit.ts): let that pass too.
const clearCounters = async () => {
  await (await soak.database()).query('delete from rate_limits');
  await sleep(1100);
};
const acknowledged = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('status' in o && o.status === 201 && o.id ? [o.id] : []));

/** 1. Generated input to every /api route, each with its own fields; a route without them is named. */
const fuzzProbe: Probe = async () => {
  say(`fuzz: ${FUZZ_PER_ROUTE} generated requests per route`);
  await clearCounters();
  const admin = await signIn(soak.a.base);
  const created = async (path: string, body: unknown) => {
    const response = await admin.send('POST', path, body);
    if (typeof response.json?.id !== 'string') throw new Error(`fuzz set-up: POST ${path} answered ${response.status}`);
    return response.json.id as string;
  };
  const pkg = { name: 'Soak package', type: 'Local Safari', price: 100, duration: '3 days', description: 'Soak', features: ['Drives'], accommodation: 'Lodge', groupSize: '2' };
  const testimonial = { name: 'Soak Traveller', country: 'Kenya', rating: 5, comment: 'Soak comment' };
  const newEnquiry = async (tag: string) => (await new Client(soak.a.base).send('POST', '/api/inquiries', enquiry(tag, 0))).json.id as string;
  const tenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const draft = (inquiryId: string) =>
    created(`/api/admin/inquiries/${inquiryId}/proposals`, { currency: 'USD', validUntil: tenDays, lines: [{ label: 'Soak safari per person', quantity: 2, unitPrice: 1000 }] });
  // A sent proposal's link, derived as the mail worker derives it from the stored nonce and the servers' secret.
  setLinkSecret(soak.env.SESSION_SECRET!);
  const sentToken = async (inquiryId: string) => {
    const id = await draft(inquiryId);
    const sent = await admin.send('POST', `/api/admin/proposals/${id}/send`, {});
    if (sent.status !== 202) throw new Error(`fuzz set-up: sending a proposal answered ${sent.status}`);
    const { rows } = await (await soak.database()).query<{ link_nonce: string }>('select link_nonce from proposals where id = $1', [id]);
    return tokenFor(rows[0]!.link_nonce);
  };
  const accepted = await new Client(soak.a.base).send('POST', `/api/proposals/${await sentToken(await newEnquiry('fuzz-booking'))}/accept`, {
    leadName: 'Soak Lead',
    phone: '+27 82 000 0000',
    acceptTerms: true,
  });
  if (typeof accepted.json?.bookingId !== 'string') throw new Error(`fuzz set-up: accepting a proposal answered ${accepted.status}`);
  const folderId = await created('/api/admin/gallery-folders', { name: 'Soak folder' });
  const galleryId = await created('/api/admin/galleries', { folderId, name: 'Soak gallery' });
  const inquiryId = await newEnquiry('fuzz-target');
  const valid = {
    inquiry: enquiry('fuzz', 0),
    contact: { source: 'contact', firstName: 'Soak', lastName: 'Contact', email: 'contact@soak.invalid' },
    pkg,
    testimonial,
    inquiryId,
    packageId: await created('/api/admin/packages', pkg),
    testimonialId: await created('/api/admin/testimonials', testimonial),
    folderId,
    galleryId,
    photoId: await created('/api/admin/gallery-photos', { galleryId, title: 'Soak photo', imageUrl: 'https://images.example.com/soak.jpg' }),
    proposalId: await draft(inquiryId),
    proposalToken: await sentToken(await newEnquiry('fuzz-proposal')),
    bookingId: accepted.json.bookingId as string,
    savedReplyId: await created('/api/admin/saved-replies', { name: 'Soak reply', subject: 'Your safari', body: 'Dear {firstName}, soak.' }),
    staffId: await created('/api/admin/admins', { username: 'soak-staff', email: 'soak-staff@soak.invalid', password: 'a soak staff password 1', role: 'staff' }),
  };
  const explicit = targets(valid);
  const own = new Set(explicit.map((t) => t.route));
  const routes = discoverRoutes();
  const generic = routes.filter((route) => !own.has(route));
  const stale = [...own].filter((route) => !routes.includes(route));
  const fuzzed = await fuzz(new Client(soak.a.base), admin, await soak.database(), [...explicit, ...generic.map(genericTarget)], FUZZ_PER_ROUTE, 20261122);
  row(
    'fuzz: routes with their own field generators',
    `all ${routes.length} /api routes (lib/api-routes.ts)`,
    `${routes.length - generic.length} of ${routes.length}; without (generic input only): ${generic.join(', ') || 'none'}${stale.length ? `; targets for routes the app lacks: ${stale.join(', ')}` : ''}`,
    generic.length === 0 && stale.length === 0,
  );
  for (const example of fuzzed.examples) say(`  ${example}`);
  row('fuzz: generated input to every /api route', '0 × 5xx', `${fuzzed.serverErrors} × 5xx of ${fuzzed.requests}`, fuzzed.serverErrors === 0);
  row('fuzz: rows changed by rejected input', '0', String(fuzzed.rejectedThatChangedRows), fuzzed.rejectedThatChangedRows === 0);
};

/** 2. 10,000 enquiries at 100 concurrent. */
const loadProbe: Probe = async () => {
  say(`load: ${LOAD_TOTAL} enquiries at ${LOAD_CONCURRENCY} concurrent`);
  const loadStarted = Date.now();
  const load = await postEnquiries({ base: soak.a.base, concurrency: LOAD_CONCURRENCY, total: LOAD_TOTAL, body: (n) => enquiry('load', n) });
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const loadRows = await count("select count(*) as n from inquiries where message like 'load #%'");
  row(
    `${LOAD_TOTAL.toLocaleString('en')} enquiries, ${LOAD_CONCURRENCY} concurrent`,
    `${LOAD_TOTAL.toLocaleString('en')} rows`,
    `${loadRows.toLocaleString('en')} rows, ${JSON.stringify(tally(load))}, ${Math.round(LOAD_TOTAL / loadSeconds)} req/s`,
    loadRows === LOAD_TOTAL && acknowledged(load).length === LOAD_TOTAL,
  );
};

/** 5. Two server processes share sessions and throttles. */
const twoProcessesProbe: Probe = async () => {
  say('two processes: sessions and throttles');
  const { a, b } = soak;
  await clearCounters();
  const onA = await signIn(a.base);
  const onB = new Client(b.base);
  onB.cookie = onA.cookie;
  const sessionShared = (await onB.send('GET', '/api/admin/me')).status === 200;
  await onB.send('POST', '/api/admin/logout');
  const logoutShared = (await onA.send('GET', '/api/admin/me')).status === 401;
  const alternating: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT * 2; i++) {
    const base = i % 2 === 0 ? a.base : b.base;
    alternating.push((await new Client(base).send('POST', '/api/admin/login', { username: 'soak-shared', password: `wrong ${i}` })).status);
  }
  const evaluatedAcross = alternating.filter((s) => s === 401).length;
  row(
    'two processes: shared sessions and throttles',
    `session and sign-out on both; ≤ ${LOGIN_LIMIT} of ${LOGIN_LIMIT * 2} guesses evaluated`,
    `session ${sessionShared ? 'shared' : 'NOT shared'}, sign-out ${logoutShared ? 'shared' : 'NOT shared'}, ${evaluatedAcross} evaluated`,
    sessionShared && logoutShared && evaluatedAcross <= LOGIN_LIMIT,
  );
};

/** 6. 100 parallel wrong passwords. */
const passwordsProbe: Probe = async () => {
  say('100 parallel wrong passwords');
  const { a, b } = soak;
  await clearCounters();
  const guesses = await Promise.all(
    Array.from({ length: 100 }, (_, i) => new Client(i % 2 ? b.base : a.base).send('POST', '/api/admin/login', { username: SOAK_ADMIN.username, password: `guess ${i}` })),
  );
  const evaluated = guesses.filter((g) => g.status === 401).length;
  const withRetryAfter = guesses.filter((g) => g.status === 429 && Number(g.headers.get('retry-after')) > 0).length;
  row(
    '100 parallel wrong passwords (both processes)',
    `≤ ${LOGIN_LIMIT} evaluated, the rest 429 + Retry-After`,
    `${evaluated} evaluated, ${withRetryAfter} × 429 with Retry-After`,
    evaluated <= LOGIN_LIMIT && evaluated + withRetryAfter === 100,
  );
};

/** 7. Sixteen uploads of the worst allowed image at once: memory bounded, sign-ins still quick (issue 16). */
const uploadsProbe: Probe = async () => {
  say('uploads: 16 of the worst allowed image at once');
  await clearCounters();
  const { a } = soak;
  for (const r of await uploadProbe({ base: a.base, admin: await signIn(a.base), pid: a.child.pid! })) row(r.probe, r.target, r.measured, r.ok);
};

/** 8. Twenty proposal PDFs at once, drawn off the main thread: health and a cached page stay quick (issue 27). */
const pdfsProbe: Probe = async () => {
  say('pdf: 20 proposal sends at once');
  await clearCounters();
  for (const r of await pdfProbe(soak.a.base)) row(r.probe, r.target, r.measured, r.ok);
};

/** 9. Twenty voucher PDFs at once (issue 30): all answered, the server's memory bounded by the PDF pool. */
const vouchersProbe: Probe = async () => {
  say('vouchers: 20 voucher PDFs at once');
  await clearCounters();
  setLinkSecret(soak.env.SESSION_SECRET!);
  for (const r of await voucherProbe(soak.a, await soak.database(), tokenFor)) row(r.probe, r.target, r.measured, r.ok);
};

const smtp = await startSlowSmtp(SMTP_DELAY_MS);
/** In order; each adds its rows. A probe that throws is one failed row, and the next one runs. */
const probes: [string, Probe][] = [
  ['fuzz', fuzzProbe],
  ['load', loadProbe],
  ['outages', outagesProbe(smtp)],
  ['SIGTERM', sigtermProbe(PORTS.c)],
  ['SIGTERM, 2 processes', sigtermProbe(PORTS.c, { processes: 2 })],
  ['two processes', twoProcessesProbe],
  ['wrong passwords', passwordsProbe],
  ['uploads', uploadsProbe],
  ['pdf', pdfsProbe],
  ['vouchers', vouchersProbe],
];

try {
  say(`logs and database in ${dir}`);
  ensureProductionBuild();
  soak.cluster = await startEmbeddedDatabase(join(dir, 'data'), { log: say });
  soak.env = { ...serverEnvironment(soak.cluster.url), DATA_DIR: join(dir, 'server-data'), SMTP_URL: smtp.url };
  soak.a = await startServer(PORTS.a, soak.env, dir);
  soak.servers.push(soak.a);
  soak.b = await startServer(PORTS.b, soak.env, dir);
  soak.servers.push(soak.b);
  // SOAK_PROBES=fuzz,uploads runs only those (the names below); the rest of the table is left out.
  const only = process.env.SOAK_PROBES?.split(',').map((name) => name.trim());
  for (const [name, probe] of probes.filter(([name]) => !only || only.includes(name))) {
    try {
      await probe(soak);
    } catch (error) {
      row(`${name} probe`, 'completes', `failed: ${(error as Error).message}`, false);
    }
  }
  // Server a has lived through everything above, the outages included.
  const exit = await soak.a.stop('SIGTERM');
  row('SIGTERM after the outages (server a)', 'exit 0 < 10 s', `exit ${exit.code} in ${(exit.ms / 1000).toFixed(1)} s`, exit.code === 0 && exit.ms < 10_000);
  // Then the scaled deploy on the same ports: the long-lived servers (which send mail themselves) are gone.
  await soak.b.stop('SIGTERM');
  if (!only || only.includes('split deploy')) {
    try {
      await splitDeployProbe(smtp, [PORTS.a, PORTS.b])(soak);
    } catch (error) {
      row('split deploy probe', 'completes', `failed: ${(error as Error).message}`, false);
    }
  }
  // Issue 32: the same ports again, now two dynos of WEB_CONCURRENCY=2 and a worker through PgBouncer.
  if (!only || only.includes('pooled')) {
    try {
      await pooledProbe([PORTS.a, PORTS.b])(soak);
    } catch (error) {
      row('pooled probe', 'completes', `failed: ${(error as Error).message}`, false);
    }
  }
} catch (error) {
  row('soak run', 'completes', `failed: ${(error as Error).message}`, false);
} finally {
  for (const server of soak.servers) await server.stop('SIGTERM').catch(() => undefined);
  await soak.close();
  await smtp.close();
  await soak.cluster?.stop().catch(() => {});
}

const rows: Row[] = soak.rows;
const width = (key: keyof Row) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const line = (cells: string[], widths: number[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
const widths = [width('probe'), width('target'), width('measured'), 2];
console.log();
console.log(line(['probe', 'target', 'measured', 'ok'], widths));
console.log(line(widths.map((w) => '-'.repeat(w)), widths));
for (const r of rows) console.log(line([r.probe, r.target, r.measured, r.ok ? 'ok' : 'NO'], widths));
const failed = rows.filter((r) => !r.ok).length;
if (failed === 0) await rm(dir, { recursive: true, force: true });
else console.log(`\n${failed} figure(s) off target; server logs kept in ${dir}`);
process.exit(failed === 0 ? 0 : 1);
