/**
 * `npm run bench:inp`: how fast the first tap on every interactive widget of the public site answers on a
 * mid-range phone (issue 19). Debian's Chromium at 390 × 844 with touch, its CPU slowed 4× through CDP,
 * against a production server this script starts (building first if sources changed) on a fresh, seeded
 * embedded database.
 *
 * Each widget gets a fresh page, loaded, hydrated (`data-hydrated`) and with the network quiet, so its tap
 * is the page's first interaction. Two figures per widget:
 * - `INP`: the Event Timing API's duration of that interaction (input delay + processing + presentation,
 *   the longest of its `event` entries, threshold 16 ms: what Interaction to Next Paint counts);
 * - `shown`: from the tap to the first frame showing its result (the dialog, the panel, the errors). It
 *   differs from INP where the answer waits on code loaded on first use: React paints an empty fallback
 *   at once, which INP counts as the answer, though the visitor still sees nothing.
 * A widget is over when either passes 200 ms (Google's "good" INP); the script then exits 1.
 *
 * Widgets are found on the pages, not listed: tabs, the menu, FAQ questions, photo viewers (open, next,
 * close), gallery levels, enquiry forms (tap and first keystroke; submit), buttons that open a booking
 * dialog, on every public page and every trip page `GET /api/packages` names (`path`). The seventeen
 * destination details share one template: one of them is measured. `BENCH_INP_PAGES=/,/faq` limits the run;
 * `BENCH_INP_ROOT=<dir>` runs the server of another checkout (an older commit's, for a before/after pair
 * measured back to back on a busy machine).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DETAIL_SLUGS, detailPath } from '#pages/(site)/destination-detail/detail-routes.ts';
import { PUBLIC_ROUTES } from '#server/seo/public-routes.ts';
import { CPU_SLOWDOWN, runScenario, type Measure } from './bench/inp-page.ts';
import { discover } from './bench/inp-widgets.ts';
import { waitFor } from './bench/wait-for.ts';

const PORT = Number(process.env.BENCH_INP_PORT ?? 4230);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_MS = 200;

/** Every public page, one destination detail standing for the seventeen, and the trip pages if any. */
async function pagesToMeasure(base: string): Promise<string[]> {
  if (process.env.BENCH_INP_PAGES) return process.env.BENCH_INP_PAGES.split(',');
  const details = DETAIL_SLUGS.map(detailPath);
  const paths = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !details.includes(path) || path === details[0]);
  const packages = (await (await fetch(`${base}/api/packages`)).json()) as { path?: string }[];
  const trips = packages.map((item) => item.path).filter((path): path is string => typeof path === 'string');
  return [...paths, ...trips.slice(0, 2)];
}

const over = (figure: number | null) => figure !== null && figure > TARGET_MS;
const cell = (figure: number | null, width: number) => (figure === null ? '-' : String(Math.round(figure))).padStart(width);

function print(rows: (Measure & { error?: string })[]) {
  console.log(`\n${'page'.padEnd(34)} ${'widget'.padEnd(40)} ${'INP ms'.padStart(7)} ${'shown ms'.padStart(9)} ${'target'.padStart(7)}  ok`);
  for (const row of rows) {
    const ok = row.error ? `FAILED (${row.error})` : over(row.inp) || over(row.shown) ? 'OVER' : 'ok';
    console.log(`${row.page.slice(0, 34).padEnd(34)} ${row.widget.padEnd(40)} ${cell(row.inp, 7)} ${cell(row.shown, 9)} ${String(TARGET_MS).padStart(7)}  ${ok}`);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'safari-bench-inp-'));
const app = spawn(process.execPath, ['server/index.ts'], {
  cwd: process.env.BENCH_INP_ROOT ?? process.cwd(),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({ executablePath: CHROME, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] });
let exitCode = 0;
try {
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`, app);
  const started = Date.now();
  const scenarios = await discover(browser, base, await pagesToMeasure(base));
  console.log(`First interactions at 390 × 844, touch, CPU ${CPU_SLOWDOWN}× slower: ${scenarios.length} fresh pages`);
  const rows: (Measure & { error?: string })[] = [];
  for (const scenario of scenarios) {
    // Each page is requested once before, as any visitor after the first finds it: in the render cache.
    await fetch(`${base}${scenario.path}`);
    const measured = await runScenario(browser, base, scenario);
    rows.push(...measured);
    for (const row of measured) process.stdout.write(row.error || over(row.inp) || over(row.shown) ? '!' : '.');
  }
  print(rows);
  const failing = rows.filter((row) => row.error || over(row.inp) || over(row.shown));
  console.log(`\n${rows.length} interactions in ${Math.round((Date.now() - started) / 1000)} s; ${failing.length ? `${failing.length} over ${TARGET_MS} ms or failed.` : `every one within ${TARGET_MS} ms.`}`);
  if (failing.length) exitCode = 1;
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
