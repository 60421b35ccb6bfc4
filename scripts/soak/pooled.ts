import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startPgBouncer } from '../../tests/setup/pgbouncer.ts';
import { sleep, type Probe, type Soak } from './context.ts';
import { dropQueuedMail } from './split-deploy.ts';
import { enquiry, postEnquiries, tally, type Outcome } from './load.ts';
import { signIn, startServer, startWorker, type ServerProcess } from './servers.ts';
import { startSlowSmtp } from './smtp.ts';

/** SOAK_POOLED_ENQUIRIES: the issue asks 10,000; a smaller count for a quick look on a busy machine. */
const ENQUIRIES = Number(process.env.SOAK_POOLED_ENQUIRIES ?? 10_000);
const CONCURRENCY = 50;
const MAIL_WAIT_MS = Number(process.env.SOAK_POOLED_MAIL_WAIT_SECONDS ?? 600) * 1000;

const acknowledged = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('status' in o && o.status === 201 && o.id ? [o.id] : []));

/** A company phone saved on one dyno is served by every web process of both at its next request. */
async function editEverywhere(soak: Soak, web: ServerProcess[]) {
  const staff = await signIn(web[0]!.base);
  let served = 0;
  let asked = 0;
  for (let edit = 1; edit <= 5; edit++) {
    // Every process renders and caches the home page (new connections go to a dyno's processes in turn).
    for (const server of web) for (let i = 0; i < 4; i++) await fetch(`${server.base}/`, { headers: { connection: 'close' } }).then((r) => r.text());
    const phone = `+27 13 737 ${String(1000 + edit)}`;
    const saved = await staff.send('PUT', '/api/admin/settings/company', { phone });
    if (saved.status !== 200) throw new Error(`the edit answered ${saved.status}`);
    for (const server of web) {
      for (let i = 0; i < 2; i++) {
        asked++;
        if ((await fetch(`${server.base}/`, { headers: { connection: 'close' } }).then((r) => r.text())).includes(phone)) served++;
      }
    }
  }
  soak.row('pooled: a content edit, read on every web process of both dynos', `the edit at each one's next request, ${asked} of ${asked}`, `${served} of ${asked}`, served === asked);
}

/**
 * PostgreSQL itself stopped for 10 s behind PgBouncer under light load: every enquiry sent from 5 s after it is back is
 * answered 2xx, and no web process was restarted (neither dyno's primary, nor a web process inside one).
 */
async function postgresOutage(soak: Soak, web: ServerProcess[]) {
  let stop = false;
  let upAt = Number.POSITIVE_INFINITY;
  let firstAfter = Number.POSITIVE_INFINITY;
  const late: Outcome[] = [];
  const load = Promise.all(
    web.map((server, i) =>
      postEnquiries({
        base: server.base,
        concurrency: 5,
        until: () => stop,
        body: (n) => enquiry(`pooled-outage-${i}`, n),
        onOutcome: (outcome, _n, sentAt) => {
          const ok = 'status' in outcome && outcome.status === 201;
          if (ok && sentAt >= upAt) firstAfter = Math.min(firstAfter, Date.now());
          if (sentAt >= upAt + 5000) late.push(outcome);
        },
      }),
    ),
  );
  await sleep(2000);
  await soak.stopDatabase();
  await sleep(10_000);
  await soak.startDatabase();
  upAt = Date.now();
  await sleep(10_000);
  stop = true;
  await load;
  const logs = await Promise.all(web.map((server) => readFile(join(soak.dir, `server-${server.port}.log`), 'utf8')));
  const replaced = logs.join('\n').split('\n').filter((line) => line.includes('starting a replacement')).length;
  const running = web.every((server) => server.child.exitCode === null);
  const notOk = late.filter((o) => !('status' in o && o.status === 201)).length;
  soak.row(
    'pooled: PostgreSQL stopped 10 s behind PgBouncer',
    '2xx again within 5 s, no process restarted',
    `first 201 ${Number.isFinite(firstAfter) ? `${((firstAfter - upAt) / 1000).toFixed(1)} s` : 'never'} after it was back; from 5 s: ${late.length - notOk} of ${late.length} 201; ${replaced} web processes replaced; primaries ${running ? 'running' : 'GONE'}`,
    Number.isFinite(firstAfter) && firstAfter - upAt <= 5000 && late.length > 0 && notOk === 0 && replaced === 0 && running,
  );
}

/**
 * Issue 32's deploy: two "dynos" of WEB_CONCURRENCY=2 and one `npm run worker`, every one with DATABASE_URL through a
 * PgBouncer in transaction mode and DATABASE_DIRECT_URL to PostgreSQL. Enquiries go to both dynos while PgBouncer is
 * restarted once; every mail must reach the SMTP server exactly once (the web processes send too: five senders).
 * Then PostgreSQL itself goes away for 10 s.
 */
export function pooledProbe(ports: [number, number]): Probe {
  return async (soak) => {
    soak.say(`pooled: 2 × WEB_CONCURRENCY=2 and a worker through PgBouncer, ${ENQUIRIES} enquiries`);
    await dropQueuedMail(soak.cluster!.url);
    const [bouncer, smtp] = await Promise.all([startPgBouncer(soak.cluster!.url, { poolSize: 20 }), startSlowSmtp(0)]);
    const env = {
      ...soak.env,
      SMTP_URL: smtp.url,
      DATABASE_URL: bouncer.through(soak.cluster!.url),
      DATABASE_DIRECT_URL: soak.cluster!.url,
      WEB_CONCURRENCY: '2',
      MAIL_WORKER: 'on',
    };
    const web = [await startServer(ports[0], env, soak.dir), await startServer(ports[1], env, soak.dir)];
    soak.servers.push(...web);
    const worker = await startWorker(env, soak.dir);
    try {
      let restartMs = 0;
      let restarted: Promise<void> | undefined;
      const started = Date.now();
      const half = Math.ceil(ENQUIRIES / 2);
      const outcomes = (
        await Promise.all(
          web.map((server, i) =>
            postEnquiries({
              base: server.base,
              concurrency: CONCURRENCY / 2,
              total: half,
              body: (n) => enquiry(`pooled-${i}`, n),
              onOutcome: (_outcome, n) => {
                // Once, a third of the way in: every client connection PgBouncer holds drops.
                if (i === 0 && n === Math.floor(half / 3) && !restarted) {
                  const at = Date.now();
                  restarted = bouncer.restart().then(() => void (restartMs = Date.now() - at));
                }
              },
            }),
          ),
        )
      ).flat();
      await restarted;
      const seconds = (Date.now() - started) / 1000;
      const ids = acknowledged(outcomes);
      const db = await soak.database();
      const stored = Number((await db.query<{ n: string }>("select count(*) as n from inquiries where message like 'pooled-%'")).rows[0]!.n);
      soak.row(
        `pooled: ${ENQUIRIES.toLocaleString('en')} enquiries on 2 dynos, PgBouncer restarted once (${restartMs} ms)`,
        'every acknowledged enquiry stored; none lost',
        `${ids.length} acknowledged, ${stored} stored, ${JSON.stringify(tally(outcomes))}, ${Math.round(ENQUIRIES / seconds)} req/s`,
        stored >= ids.length && stored <= ENQUIRIES,
      );
      const mailIds = (await db.query<{ id: string }>("select id from inquiry_events where kind = 'mail' and inquiry_id = any($1::uuid[])", [ids])).rows.map((r) => r.id);
      const copies = () => {
        const seen = new Map<string, number>();
        for (const messageId of smtp.messageIds) {
          const id = /^<([^@]+)@/.exec(messageId)?.[1];
          if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
        }
        return mailIds.map((id) => seen.get(id) ?? 0);
      };
      const mailStarted = Date.now();
      while (Date.now() - mailStarted < MAIL_WAIT_MS && copies().some((n) => n === 0)) await sleep(1000);
      const mailSeconds = (Date.now() - mailStarted) / 1000;
      await sleep(3000);
      const counted = copies();
      const once = counted.filter((n) => n === 1).length;
      soak.row(
        'pooled: their mails, sent by 5 processes through PgBouncer',
        'every mail accepted by the SMTP server exactly once',
        `${mailIds.length} mails: ${once} once, ${counted.filter((n) => n > 1).length} more than once, ${counted.filter((n) => n === 0).length} not within ${MAIL_WAIT_MS / 1000} s (${Math.round(mailSeconds)} s after the load)`,
        mailIds.length === ids.length * 2 && once === mailIds.length,
      );
      await editEverywhere(soak, web);
      await postgresOutage(soak, web);
    } finally {
      await worker.stop('SIGTERM');
      for (const server of web) await server.stop('SIGTERM');
      await bouncer.close();
      await smtp.close();
    }
  };
}
