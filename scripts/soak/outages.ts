import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sleep, type Probe } from './context.ts';
import { enquiry, postEnquiries, tally, type Outcome } from './load.ts';
import type { SlowSmtp } from './smtp.ts';

const OUTAGES = 3;
const OUTAGE_MS = 10_000;
/** From this long after the last restart every request must be answered 2xx. */
const SETTLED_MS = 5_000;
const BETWEEN_MS = 8_000;
const AFTER_LAST_MS = 12_000;
const CONCURRENCY = 20;
const LOG_LINES_TARGET = 200;

interface Sent {
  outcome: Outcome;
  sentAt: number;
  down: boolean;
}

const is2xx = (o: Outcome) => 'status' in o && o.status >= 200 && o.status < 300;
const acknowledged = (sent: Sent[]) => sent.flatMap(({ outcome: o }) => ('status' in o && o.status === 201 && o.id ? [o.id] : []));

/**
 * Three outages of PostgreSQL (10 s each) under enquiry load on server a, whose mail worker sends
 * through `smtp` (1 s per message). Issue 16: two such outages used to drain the pool for good.
 */
export function outagesProbe(smtp: SlowSmtp): Probe {
  return async (soak) => {
    const a = soak.a;
    const title = `PostgreSQL stopped ${OUTAGES} × ${OUTAGE_MS / 1000} s under load (mail on, SMTP 1 s/message)`;
    soak.say(`outages: ${title}`);
    const pid = a.child.pid;
    const logFile = join(soak.dir, `server-${a.port}.log`);
    const logFrom = (await stat(logFile)).size;
    const mailFrom = smtp.messageIds.length;

    let down = false;
    let stop = false;
    const sent: Sent[] = [];
    const load = postEnquiries({
      base: a.base,
      concurrency: CONCURRENCY,
      until: () => stop,
      body: (n) => enquiry('outage', n),
      onOutcome: (outcome, _n, sentAt) => sent.push({ outcome, sentAt, down }),
    });
    const liveness: number[] = [];
    const probing = (async () => {
      while (!stop) {
        liveness.push(await fetch(`${a.base}/api/health`).then((r) => r.status, () => 0));
        await sleep(1000);
      }
    })();

    const restarts: number[] = [];
    await sleep(3000);
    for (let i = 1; i <= OUTAGES; i++) {
      await soak.stopDatabase();
      down = true;
      await sleep(OUTAGE_MS);
      await soak.startDatabase();
      down = false;
      restarts.push(Date.now());
      await sleep(i < OUTAGES ? BETWEEN_MS : AFTER_LAST_MS);
    }
    stop = true;
    await Promise.all([load, probing]);
    const lastRestart = restarts.at(-1)!;

    const whileDown = sent.filter((s) => s.down).map((s) => s.outcome);
    const otherErrors = sent.filter(({ outcome: o }) => 'status' in o && o.status >= 500 && o.status !== 503).length;
    const dropped = sent.filter(({ outcome: o }) => 'error' in o).length;
    soak.row(
      `${title}: answers while down`,
      '503s, no other 5xx, 0 dropped',
      `${JSON.stringify(tally(whileDown))}; other 5xx ${otherErrors}, dropped ${dropped}`,
      whileDown.some((o) => 'status' in o && o.status === 503) && otherErrors === 0 && dropped === 0,
    );

    const ids = acknowledged(sent);
    const lost = ids.length - (await soak.count('select count(*) as n from inquiries where id = any($1::uuid[])', [ids]));
    soak.row(`${title}: acknowledged enquiries lost`, '0', `${lost} of ${ids.length}`, lost === 0);

    const settled = sent.filter((s) => s.sentAt >= lastRestart + SETTLED_MS);
    const settledOk = settled.filter((s) => is2xx(s.outcome)).length;
    const firstBack = restarts.map((at) => {
      const back = sent.find((s) => s.sentAt >= at && is2xx(s.outcome));
      return back ? `${((back.sentAt - at) / 1000).toFixed(1)} s` : 'never';
    });
    const sameProcess = a.child.exitCode === null && a.child.pid === pid;
    soak.row(
      `${title}: requests from ${SETTLED_MS / 1000} s after the last restart`,
      '100 % 2xx, same process',
      `${settledOk} of ${settled.length} 2xx (${settled.length ? ((100 * settledOk) / settled.length).toFixed(1) : '0'} %); 2xx again after each restart in ${firstBack.join(', ')}; process ${sameProcess ? 'not restarted' : 'RESTARTED'}`,
      settled.length > 0 && settledOk === settled.length && sameProcess,
    );

    // No request in flight now: a connection still checked out is one an outage kept.
    const readiness = [];
    for (let i = 0; i < 3; i++) {
      const ready = await fetch(`${a.base}/api/ready`).then(async (r) => ({ status: r.status, ...((await r.json()) as { pool?: { max: number; total: number; idle: number; waiting: number } }) }));
      readiness.push(ready);
      await sleep(300);
    }
    const pools = readiness.flatMap((r) => (r.pool ? [r.pool] : []));
    const max = pools[0]?.max ?? 0;
    const checkedOut = Math.min(...pools.map((p) => p.total - p.idle));
    const waiting = Math.min(...pools.map((p) => p.waiting));
    const burst = await postEnquiries({ base: a.base, concurrency: max * 2, total: max * 2, body: (n) => enquiry('pool-whole', n) });
    const burstOk = burst.filter((o) => 'status' in o && o.status === 201).length;
    soak.row(
      `${title}: pool whole afterwards`,
      `/api/ready 200; 0 connections kept; ${max * 2} at once all 201`,
      `ready ${readiness.map((r) => r.status).join('/')}; pool max ${max}, open ${pools.at(-1)?.total}, checked out ${checkedOut}, waiting ${waiting}; ${burstOk} of ${max * 2} 201`,
      readiness.every((r) => r.status === 200) && checkedOut === 0 && waiting === 0 && burstOk === max * 2,
    );

    const unhealthy = liveness.filter((status) => status !== 200).length;
    soak.row(`${title}: /api/health throughout`, '200 (a short outage is no reason to restart)', `${liveness.length - unhealthy} of ${liveness.length} 200`, unhealthy === 0);

    const mails = smtp.messageIds.slice(mailFrom);
    const twice = smtp.messageIds.length - new Set(smtp.messageIds).size;
    soak.row(`${title}: mail`, '0 sent twice', `${mails.length} accepted by the slow server during the probe, ${twice} sent twice`, twice === 0);

    const log = (await readFile(logFile)).subarray(logFrom).toString('utf8');
    const lines = log.split('\n').filter(Boolean);
    const stacks = lines.filter((line) => /^\s+at /.test(line)).length;
    soak.row(
      `${title}: server log`,
      `≤ ${LOG_LINES_TARGET} lines, 0 stack-trace lines`,
      `${lines.length} lines, ${stacks} stack-trace lines`,
      lines.length <= LOG_LINES_TARGET && stacks === 0,
    );
  };
}
