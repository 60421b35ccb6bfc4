/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: Moto G Power emulation, simulated slow 4G) on every
 * public page (every trip page included) of a production server with a fresh, seeded embedded database, in Debian's Chromium.
 * Prints performance / accessibility / best practices / SEO per page beside issue 9's targets.
 *
 * Offline machine: the stock photos live on images.unsplash.com, which cannot be reached here. Chromium
 * resolves that host to nothing (`--host-resolver-rules`), so its requests fail at once, the pages show
 * their drawn fallback instead of the photos, and the LCP element is the hero text or fallback rather than
 * the hero photo. That measures our own HTML, CSS and JS honestly, the same on every machine; it does not
 * measure the photo host's speed. Run it with network access and `LIGHTHOUSE_ALLOW_IMAGES=1` to include the
 * photos. (Not Lighthouse's `blockedUrlPatterns`: with it, Chromium records a request for every lazy image
 * of the page, even the ones a visitor's browser never asks for, and the simulated LCP counts them all.)
 *
 * Each page is requested once before it is measured, as any visitor after the first would find it: in the
 * render cache (decision 050). The first render after a content change is what `npm run bench` times.
 *
 * `LIGHTHOUSE_PAGES=/,/packages` limits the run to some pages; `LIGHTHOUSE_VERBOSE=1` lists weak audits.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '#server/seo/public-routes.ts';
import { waitFor } from './bench/wait-for.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4392);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const CATEGORIES = Object.keys(TARGET) as (keyof typeof TARGET)[];

const dataDir = await mkdtemp(join(tmpdir(), 'safari-lighthouse-'));
const app = spawn(process.execPath, ['server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const offline = process.env.LIGHTHOUSE_ALLOW_IMAGES ? [] : ['--host-resolver-rules=MAP images.unsplash.com ~NOTFOUND'];
const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', ...offline] });
let failures = 0;
try {
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`, app);
  // Trip pages are data: every active trip of the seeded database, as GET /api/packages lists them (issue 17).
  const trips = (await (await fetch(`${base}/api/packages`)).json()) as { path: string }[];
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [...PUBLIC_ROUTES.map((route) => route.path), ...trips.map((trip) => trip.path)];
  console.log(`Lighthouse (mobile) on ${pages.length} pages; photos from images.unsplash.com ${process.env.LIGHTHOUSE_ALLOW_IMAGES ? 'allowed' : 'unreachable (offline)'}`);
  console.log('page'.padEnd(50), ...CATEGORIES.map((c) => c.padStart(15)), '  target 95/100/95/100');
  for (const path of pages) {
    await fetch(`${base}${path}`);
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
    const met = scores.every((score, i) => score >= TARGET[CATEGORIES[i]!]);
    if (!met) failures += 1;
    console.log(path.padEnd(50), ...scores.map((s) => String(s).padStart(15)), met ? '  met' : '  NOT MET');
    if (!met && process.env.LIGHTHOUSE_VERBOSE) {
      const audits = Object.values(result!.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
      for (const audit of audits) console.log('   ', audit.id, audit.score, audit.displayValue ?? '');
    }
  }
  console.log(failures ? `\n${failures} page(s) below target.` : '\nEvery page at target.');
} finally {
  chrome.kill();
  await new Promise<void>((resolve) => {
    if (app.exitCode !== null) return resolve();
    app.once('exit', () => resolve());
    app.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
}
