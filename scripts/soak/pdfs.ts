/**
 * The PDF probe of `npm run soak` (issue 27, decision 138): twenty proposals sent at once, each drawing
 * its PDF, while one visitor asks `/api/health` and another the cached home page, one request after
 * another. Drawn on the main thread, those twenty held both back for up to 2.2 s; in the PDF workers
 * each answer stays within 100 ms at the 99th percentile.
 */
import { enquiry } from './load.ts';
import { Client, signIn } from './servers.ts';
import { sleep, type Row } from './context.ts';

const SENDS = 20;
const TARGET_P99_MS = 100;
/** Each proposal as staff would write one: a few days, each a line of the price. */
const LINES = 12;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Asks `path` again and again (10 ms apart) until `done()`, and returns each round trip's time in ms. */
async function sample(base: string, path: string, done: () => boolean): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`).catch(() => undefined);
    await response?.arrayBuffer();
    ms.push(performance.now() - started);
    if (!response?.ok) failed++;
    await sleep(10);
  }
  return { ms, failed };
}

export async function pdfProbe(base: string): Promise<Row[]> {
  const admin = await signIn(base);
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: LINES }, (_, i) => ({ label: `Day ${i + 1}: lodge, meals and game drives`, quantity: 2, unitPrice: 480 }));
  const drafts: string[] = [];
  for (let n = 0; n <= SENDS; n++) {
    const inquiry = await new Client(base).send('POST', '/api/inquiries', enquiry('pdf', n));
    if (typeof inquiry.json?.id !== 'string') throw new Error(`pdf set-up: an enquiry answered ${inquiry.status}`);
    const draft = await admin.send('POST', `/api/admin/inquiries/${inquiry.json.id}/proposals`, { currency: 'USD', validUntil, note: 'Soak proposal.', lines });
    if (typeof draft.json?.id !== 'string') throw new Error(`pdf set-up: a proposal answered ${draft.status}`);
    drafts.push(draft.json.id);
  }
  // One send first, so both ways start warm (pdfkit and the fonts loaded), and the home page in the cache.
  const first = await admin.send('POST', `/api/admin/proposals/${drafts.shift()}/send`, {});
  if (first.status !== 202) throw new Error(`pdf set-up: sending a proposal answered ${first.status}`);
  for (let i = 0; i < 3; i++) await fetch(`${base}/`).then((r) => r.arrayBuffer());

  // The same sampling with nothing else going on: the machine's own noise, shown beside the figures.
  let quietOver = false;
  const quietSamplers = Promise.all([sample(base, '/api/health', () => quietOver), sample(base, '/', () => quietOver)]);
  await sleep(3000);
  quietOver = true;
  const quiet = await quietSamplers;

  let sending = true;
  const samplers = Promise.all([sample(base, '/api/health', () => !sending), sample(base, '/', () => !sending)]);
  await sleep(50);
  const started = performance.now();
  const sends = await Promise.all(drafts.map((id) => admin.send('POST', `/api/admin/proposals/${id}/send`, {})));
  const seconds = (performance.now() - started) / 1000;
  await sleep(50);
  sending = false;
  const [health, page] = await samplers;
  const sent = sends.filter((s) => s.status === 202).length;
  const figure = (what: string, { ms, failed }: { ms: number[]; failed: number }, idle: number[]): Row => ({
    probe: `${what} during ${SENDS} PDF sends`,
    target: `p99 ≤ ${TARGET_P99_MS} ms, all 200`,
    measured: `p99 ${Math.round(percentile(ms, 99))} ms, p50 ${Math.round(percentile(ms, 50))} ms, max ${Math.round(Math.max(...ms))} ms (${ms.length} requests${failed ? `, ${failed} failed` : ''}); quiet before: p99 ${Math.round(percentile(idle, 99))} ms`,
    ok: percentile(ms, 99) <= TARGET_P99_MS && failed === 0,
  });
  return [
    { probe: `${SENDS} proposals sent at once (a PDF each)`, target: `${SENDS} × 202`, measured: `${sent} × 202 in ${seconds.toFixed(1)} s`, ok: sent === SENDS },
    figure('/api/health', health, quiet[0].ms),
    figure('cached home page', page, quiet[1].ms),
  ];
}
