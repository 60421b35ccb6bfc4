/**
 * `npm run bench:inp`: how fast the first tap on every interactive widget of the public site answers on a
 * mid-range phone (issue 19). Debian's Chromium at 390 × 844 with touch, its CPU slowed 4× through CDP,
 * against a production server this script starts (building first if sources changed) on a fresh, seeded
 * embedded database.
 *
 * Each widget gets a fresh page, so its tap is the page's first interaction, at two moments (issue 29):
 * `early`, 2.5 s after the load event, while the page may still hydrate or fetch its idle islands, and
 * `hydrated`, once hydrated (`data-hydrated`) with the network quiet. Each is sampled `BENCH_INP_SAMPLES`
 * times (5), the samples of all widgets taken in turn so a busy spell of the machine spreads over them, and
 * the worst sample is reported. Two figures per tap:
 * - `INP`: the Event Timing API's duration of that interaction (input delay + processing + presentation,
 *   the longest of its `event` entries, threshold 16 ms: what Interaction to Next Paint counts);
 * - `shown`: from the tap to the first frame showing its result (the dialog, the panel, the errors). It
 *   differs from INP where the answer waits on code loaded on first use: React paints an empty fallback
 *   at once, which INP counts as the answer, though the visitor still sees nothing.
 * A widget is over when either, in its worst sample at either moment, passes 200 ms (Google's "good" INP);
 * the script then exits 1.
 *
 * Widgets are found on the pages, not listed: tabs, the menu, FAQ questions, photo viewers (open, next,
 * close), gallery levels, enquiry forms (tap and first keystroke; submit), buttons that open a booking
 * dialog, on every public page and every trip page `GET /api/packages` names (`path`). The seventeen
 * destination details share one template: one of them is measured. `BENCH_INP_PAGES=/,/faq` limits the run,
 * and `BENCH_INP_WIDGETS=menu,tab` keeps the scenarios whose first widget starts with one of those words;
 * `BENCH_INP_CPU=1` adds each tap's main-thread CPU time from a trace (`bench/inp-cpu.ts`), which a busy
 * machine barely changes;
 * `BENCH_INP_ROOT=<dir>` runs the server of another checkout (an older commit's, for a before/after pair
 * measured back to back on a busy machine).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DETAIL_SLUGS, detailPath } from '#lib/content/detail-routes.ts';
import { PUBLIC_ROUTES } from '#server/seo/public-routes.ts';
import { CPU_SLOWDOWN, EARLY_TAP_MS, TIMINGS, runScenario, type Measure, type Timing } from './bench/inp-page.ts';
import { discover } from './bench/inp-widgets.ts';
import { waitFor } from './bench/wait-for.ts';

const PORT = Number(process.env.BENCH_INP_PORT ?? 4230);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_MS = 200;
const SAMPLES = Number(process.env.BENCH_INP_SAMPLES ?? 5);
const WIDGETS = process.env.BENCH_INP_WIDGETS?.split(',');

/** Every public page, one destination detail standing for the seventeen, and the trip pages if any. */
async function pagesToMeasure(base: string): Promise<string[]> {
  if (process.env.BENCH_INP_PAGES) return process.env.BENCH_INP_PAGES.split(',');
  const details = DETAIL_SLUGS.map(detailPath);
  const paths = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !details.includes(path) || path === details[0]);
  const packages = (await (await fetch(`${base}/api/packages`)).json()) as { path?: string }[];
  const trips = packages.map((item) => item.path).filter((path): path is string => typeof path === 'string');
  return [...paths, ...trips.slice(0, 2)];
}

type Row = Measure & { error?: string };

const over = (figure: number | null) => figure !== null && figure > TARGET_MS;
const failed = (row: Row) => Boolean(row.error) || over(row.inp) || over(row.shown);
const cell = (figure: number | null, width: number) => (figure === null ? '-' : String(Math.round(figure))).padStart(width);
const worst = (figures: (number | null)[]) => figures.reduce<number | null>((a, b) => (b === null ? a : a === null ? b : Math.max(a, b)), null);

/**
 * One line per widget: the worst INP and shown of its samples at each moment, then every sample's INP (a `*`
 * marks a tap that came before the page had hydrated).
 */
function print(rows: Row[]) {
  const widgets = new Map<string, { page: string; widget: string; samples: Row[] }>();
  for (const row of rows) {
    const key = `${row.page} ${row.widget}`;
    const entry = widgets.get(key) ?? { page: row.page, widget: row.widget, samples: [] };
    entry.samples.push(row);
    widgets.set(key, entry);
  }
  const heads = TIMINGS.map((timing) => `${`${timing} INP`.padStart(13)} ${'shown'.padStart(6)}`).join(' ');
  console.log(`\n${'page'.padEnd(30)} ${'widget'.padEnd(36)} ${heads}  ok    INP samples (${TIMINGS.join(' | ')})`);
  for (const { page, widget, samples } of widgets.values()) {
    const of = (timing: Timing) => samples.filter((row) => row.timing === timing);
    const figures = TIMINGS.map((timing) => `${cell(worst(of(timing).map((row) => row.inp)), 13)} ${cell(worst(of(timing).map((row) => row.shown)), 6)}`).join(' ');
    const errors = samples.filter((row) => row.error);
    const ok = errors[0] ? `FAILED ${errors.length}× (${errors[0].error})` : samples.some(failed) ? 'OVER' : 'ok';
    const cpu = samples.some((row) => row.cpu != null)
      ? `  cpu ms (${TIMINGS.map((timing) => of(timing).map((row) => cell(row.cpu ?? null, 1)).join(' ')).join(' | ')})`
      : '';
    const list = TIMINGS.map((timing) => of(timing).map((row) => `${cell(row.inp, 1)}${row.hydrated === false ? '*' : ''}`).join(' ')).join(' | ');
    console.log(`${page.slice(0, 30).padEnd(30)} ${widget.slice(0, 36).padEnd(36)} ${figures}  ${ok.padEnd(5)} ${list}${cpu}`);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'safari-bench-inp-'));
const app = spawn(process.execPath, ['server/index.ts'], {
  cwd: process.env.BENCH_INP_ROOT ?? process.cwd(),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const launch = () => chromium.launch({ executablePath: CHROME, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] });
/**
 * A full run opens about a thousand pages over twenty minutes; one browser that long has been lost midway ("Target
 * page, context or browser has been closed") with every figure unprinted. A fresh browser every RELAUNCH_EVERY
 * scenarios, and one again after a crash (the scenario it cut is measured once more), keep the run going.
 */
const RELAUNCH_EVERY = 25;
let browser = await launch();
let exitCode = 0;
try {
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`, app);
  const started = Date.now();
  const found = await discover(browser, base, await pagesToMeasure(base));
  const scenarios = WIDGETS ? found.filter((scenario) => WIDGETS.some((word) => scenario.steps[0]?.widget.startsWith(word))) : found;
  console.log(
    `First interactions at 390 × 844, touch, CPU ${CPU_SLOWDOWN}× slower: ${scenarios.length} scenarios, each in ${SAMPLES} fresh pages ` +
      `tapped ${EARLY_TAP_MS / 1000} s after the load event and ${SAMPLES} tapped once hydrated; the worst sample is shown`,
  );
  // Each page is requested once before, as any visitor after the first finds it: in the render cache.
  for (const path of new Set(scenarios.map((scenario) => scenario.path))) await fetch(`${base}${path}`);
  const rows: Row[] = [];
  let opened = 0;
  const measure = async (scenario: (typeof scenarios)[number], timing: Timing): Promise<Row[]> => {
    if (opened++ % RELAUNCH_EVERY === RELAUNCH_EVERY - 1 || !browser.isConnected()) {
      await browser.close().catch(() => {});
      browser = await launch();
    }
    try {
      return await runScenario(browser, base, scenario, timing);
    } catch (error) {
      if (browser.isConnected()) throw error;
      console.log(`\nThe browser was lost during ${scenario.path} ${scenario.steps[0]?.widget}; measuring it again in a new one.`);
      browser = await launch();
      return runScenario(browser, base, scenario, timing);
    }
  };
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    for (const scenario of scenarios) {
      for (const timing of TIMINGS) {
        const measured = await measure(scenario, timing);
        rows.push(...measured);
        for (const row of measured) process.stdout.write(failed(row) ? '!' : '.');
      }
    }
    // The widgets over so far, as each round ends: a run cut short still says which they were.
    const overSoFar = new Set(rows.filter(failed).map((row) => `${row.page} ${row.widget}`));
    if (sample < SAMPLES - 1 && overSoFar.size) {
      console.log(`\nOver or failed after ${sample + 1} of ${SAMPLES} samples:`);
      print(rows.filter((row) => overSoFar.has(`${row.page} ${row.widget}`)));
    }
  }
  print(rows);
  const failing = new Set(rows.filter(failed).map((row) => `${row.page} ${row.widget}`));
  const widgets = new Set(rows.map((row) => `${row.page} ${row.widget}`)).size;
  console.log(
    `\n${widgets} widgets, ${rows.length} taps in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `${failing.size ? `${failing.size} over ${TARGET_MS} ms or failed in at least one sample.` : `every one within ${TARGET_MS} ms in every sample.`}`,
  );
  if (failing.size) exitCode = 1;
} finally {
  await browser.close();
  await new Promise<void>((resolve) => {
    if (app.exitCode !== null) return resolve();
    app.once('exit', () => resolve());
    app.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
