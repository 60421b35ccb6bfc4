import { PgBoss } from 'pg-boss';
import { sleep, type Probe, type Soak } from './context.ts';
import { enquiry, postEnquiries, type Outcome } from './load.ts';
import { signIn, startServer, startWorker, type ServerProcess } from './servers.ts';
import type { SlowSmtp } from './smtp.ts';

const ENQUIRIES_PER_PROCESS = 10;
const MAIL_WAIT_MS = 120_000;
const EDITS = 10;

const acknowledged = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('status' in o && o.status === 201 && o.id ? [o.id] : []));

/** Mail still queued by earlier probes (10,000 enquiries' worth) would keep this probe's mail waiting behind it. */
export async function dropQueuedMail(databaseUrl: string) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    await boss.deleteQueuedJobs('mail');
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Enquiries made on both web processes are each mailed exactly once, by the one worker. */
async function mailedOnce(soak: Soak, smtp: SlowSmtp, web: ServerProcess[]) {
  const outcomes = await Promise.all(web.map((w, i) => postEnquiries({ base: w.base, concurrency: 5, total: ENQUIRIES_PER_PROCESS, body: (n) => enquiry(`split-${i}`, n) })));
  const ids = outcomes.flatMap(acknowledged);
  const db = await soak.database();
  const mailIds = (await db.query<{ id: string }>("select id from inquiry_events where kind = 'mail' and inquiry_id = any($1::uuid[])", [ids])).rows.map((r) => r.id);
  const copies = () => mailIds.map((id) => smtp.messageIds.filter((messageId) => messageId.startsWith(`<${id}@`)).length);
  const until = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < until && copies().some((n) => n === 0)) await sleep(500);
  // Time for a second copy to arrive, if one were on its way.
  await sleep(3000);
  const counted = copies();
  const once = counted.filter((n) => n === 1).length;
  const twice = counted.filter((n) => n > 1).length;
  const never = counted.filter((n) => n === 0).length;
  soak.row(
    'split deploy: enquiries on 2 web processes (MAIL_WORKER=off), mail by 1 worker',
    'every mail accepted by the SMTP server exactly once',
    `${ids.length} enquiries of ${ENQUIRIES_PER_PROCESS * web.length} acknowledged, ${mailIds.length} mails: ${once} once, ${twice} more than once, ${never} not within ${MAIL_WAIT_MS / 1000} s`,
    ids.length === ENQUIRIES_PER_PROCESS * web.length && mailIds.length === ids.length * 2 && once === mailIds.length,
  );
}

/** A testimonial edited on one web process is what the other serves at its very next request (decision 050). */
async function editSeenElsewhere(soak: Soak, [writer, reader]: ServerProcess[]) {
  const staff = await signIn(writer!.base);
  const testimonial = { name: 'Split Deploy', country: 'Kenya', rating: 5, comment: 'Edit 0' };
  const id = (await staff.send('POST', '/api/admin/testimonials', testimonial)).json.id as string;
  let seen = 0;
  for (let i = 1; i <= EDITS; i++) {
    // Cached at the reader first (a second read is a hit), then edited at the writer.
    await fetch(`${reader!.base}/api/testimonials`).then((r) => r.text());
    await fetch(`${reader!.base}/api/testimonials`).then((r) => r.text());
    const edited = await staff.send('PUT', `/api/admin/testimonials/${id}`, { ...testimonial, comment: `Edit ${i}` });
    if (edited.status !== 200) throw new Error(`the edit answered ${edited.status}`);
    const next = await fetch(`${reader!.base}/api/testimonials`).then((r) => r.text());
    if (next.includes(`"Edit ${i}"`)) seen++;
  }
  soak.row(
    'split deploy: a content edit on one web process, read on the other',
    `the edit at the other's next request, ${EDITS} of ${EDITS}`,
    `${seen} of ${EDITS} at the next request`,
    seen === EDITS,
  );
}

/**
 * The deploy the Procfile describes when scaled: two web processes with MAIL_WORKER=off and one
 * `npm run worker`, on one database. Runs after the long-lived servers have stopped, on their ports.
 */
export function splitDeployProbe(smtp: SlowSmtp, ports: [number, number]): Probe {
  return async (soak) => {
    soak.say('split deploy: two web processes (MAIL_WORKER=off) and one worker');
    await dropQueuedMail(soak.cluster!.url);
    const env = { ...soak.env, MAIL_WORKER: 'off' };
    const web = [await startServer(ports[0], env, soak.dir), await startServer(ports[1], env, soak.dir)];
    soak.servers.push(...web);
    const worker = await startWorker(soak.env, soak.dir);
    try {
      await mailedOnce(soak, smtp, web);
      await editSeenElsewhere(soak, web);
    } finally {
      await worker.stop('SIGTERM');
      // Its ports are the next probe's: a server left running would answer that probe's health checks in its place.
      for (const server of web) await server.stop('SIGTERM');
    }
  };
}
