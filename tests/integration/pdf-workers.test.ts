import { afterAll, describe, expect, it } from 'vitest';
import { documentThreads, drawDocument } from '#server/documents/draw-document.ts';
import { proposalDocument, renderProposalPdf } from '#server/features/sale/proposal-pdf.ts';
import { ThreadPool } from '#server/workers/thread-pool.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { until } from '../setup/until.ts';

const sending = {
  proposal: {
    version: 1,
    currency: 'USD',
    startDate: '2027-06-10',
    adults: 2,
    children: 0,
    depositPercent: 30,
    validUntil: '2027-01-01',
    note: 'Here is the trip we discussed.',
    stops: [{ title: 'Chobe riverfront', description: '', nights: 2, placeName: 'Kasane', lat: -17.8, lng: 25.15, lodge: 'Riverside lodge' }],
    lines: Array.from({ length: 20 }, (_, i) => ({ label: `Safari day ${i + 1}`, quantity: 2, unitPrice: 450, amount: 900 })),
    total: 18000,
    deposit: 5400,
  },
  traveller: { firstName: 'Łukasz', lastName: 'Okafor', email: 'lukasz@example.com' },
  tripName: 'Chobe and the Falls',
  included: ['Park fees'],
  excluded: ['Flights'],
} as unknown as SendingProposal;

/** Runs `work` while a 5 ms timer ticks; the longest gap between ticks is how long the main thread was held. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; threads: number }> {
  let last = performance.now();
  let stallMs = 0;
  let threads = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
    threads = Math.max(threads, documentThreads());
  }, 5);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { result, stallMs: Math.max(stallMs, performance.now() - last), threads };
  } finally {
    clearInterval(tick);
  }
}

describe('proposal PDFs', () => {
  it('are drawn off the main thread: twenty at once leave it free to answer, in at most two threads', async () => {
    await renderProposalPdf(sending, 'https://safari.example');
    // Drawn on the main thread, these twenty held it for 2 s at once (issue 27); in the workers, a few ms.
    const { result, stallMs, threads } = await longestStall(() => Promise.all(Array.from({ length: 20 }, () => renderProposalPdf(sending, 'https://safari.example'))));
    expect(result.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(stallMs).toBeLessThan(300);
    expect(threads).toBe(2);
  });

  it('fail with an Error the sender handles when the drawing fails, and the next one is drawn', async () => {
    const broken = { ...proposalDocument(sending, 'https://safari.example'), price: null } as unknown as Parameters<typeof drawDocument<'proposal'>>[1];
    await expect(drawDocument('proposal', broken)).rejects.toThrow(Error);
    const pdf = await renderProposalPdf(sending, 'https://safari.example');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a thread pool', () => {
  const pool = new ThreadPool<{ crash?: boolean; fail?: boolean; ms?: number }, number>({
    name: 'Test work',
    entry: new URL('../fixtures/echo.worker.js', import.meta.url),
    size: 2,
    maxWaiting: 10,
    idleMs: 200,
  });
  afterAll(() => pool.close());

  it('starts no thread before its first job, and never more than its size', async () => {
    expect(pool.threadCount).toBe(0);
    let most = 0;
    const sampling = setInterval(() => (most = Math.max(most, pool.threadCount)), 1);
    const ids = await Promise.all(Array.from({ length: 8 }, () => pool.run({ ms: 20 })));
    clearInterval(sampling);
    expect(new Set(ids).size).toBe(2);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('fails the one job of a thread that dies, and replaces the thread', async () => {
    await expect(pool.run({ crash: true })).rejects.toThrow(/Test work: the worker stopped \(exit code 3\)/);
    await expect(pool.run({ fail: true })).rejects.toThrow('the job failed');
    await expect(pool.run({ ms: 0, notCloneable: () => 1 } as never)).rejects.toThrow(/could not be cloned/);
    const after = await Promise.all([pool.run({ ms: 20 }), pool.run({ ms: 20 })]);
    expect(after).toHaveLength(2);
    expect(pool.threadCount).toBeLessThanOrEqual(2);
  });

  it('ends threads left idle, and starts one again for the next job', async () => {
    await pool.run({});
    // Within a second (idleMs is 200), looked at as it happens rather than after a fixed wait.
    expect(await until(async () => pool.threadCount, (threads) => threads === 0, 1000)).toBe(0);
    expect(typeof (await pool.run({}))).toBe('number');
    expect(pool.threadCount).toBe(1);
  });
});
