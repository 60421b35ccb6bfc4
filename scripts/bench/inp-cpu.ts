import type { CDPSession } from '@playwright/test';

/**
 * The main thread's CPU time between a tap and the frame that shows its answer, read from a Chrome trace
 * (`BENCH_INP_CPU=1`). Unlike INP and `shown`, which are wall-clock times, a task's thread time (`tdur`)
 * barely grows when other processes take the machine's cores, so a before/after pair taken on a busy machine
 * compares the page's own work (decision 161). It counts CDP's throttling as Chrome applies it, so it is of
 * the order of INP on a quiet machine: compare it between runs, not with CPU elsewhere. The page marks the
 * tap and the frame with `performance.mark`
 * (`TAP_MARK`, `SHOWN_MARK`); every top-level task on a renderer's main thread that overlaps the two counts.
 */
export const TAP_MARK = 'bench-inp-tap';
export const SHOWN_MARK = 'bench-inp-shown';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export async function withMainThreadCpu<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; cpu: number | null }> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', '__metadata'] }, transferMode: 'ReportEvents' });
  const stop = async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  };
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await stop();
    throw error;
  }
  await stop();
  return { result, cpu: cpuBetweenMarks(events) };
}

/** The CPU milliseconds of main-thread tasks from the first tap mark to the first shown mark after it. */
function cpuBetweenMarks(events: TraceEvent[]): number | null {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tap = events.find((e) => e.name === TAP_MARK);
  const shown = tap && events.filter((e) => e.name === SHOWN_MARK && e.ts >= tap.ts).sort((a, b) => a.ts - b.ts)[0];
  if (!tap || !shown) return null;
  let micros = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !e.cat.includes('toplevel') || e.tdur === undefined || !mains.has(`${e.pid}:${e.tid}`)) continue;
    if (e.ts <= shown.ts && e.ts + (e.dur ?? 0) >= tap.ts) micros += e.tdur;
  }
  return micros / 1000;
}
