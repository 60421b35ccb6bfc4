/**
 * `npm run bench`: starts the production server on a fresh, seeded embedded database and measures,
 * in one run, the home page, GET /api/packages and a bare Node HTTP server sending the home page's
 * exact bytes (the ceiling: what this machine does with no framework or data at all). It also
 * reports the gzip size of the JavaScript and CSS the home page loads. It reports; it asserts nothing.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const APP_PORT = Number(process.env.BENCH_PORT ?? 4390);
const CEILING_PORT = APP_PORT + 1;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(title: string, url: string) {
  // A short warm-up, so the JIT and connection pools are in their steady state.
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { title, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'safari-bench-'));
const app = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(APP_PORT), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let ceiling: ChildProcess | undefined;
try {
  const base = `http://localhost:${APP_PORT}`;
  await waitFor(`${base}/api/health`, app);
  const html = await (await fetch(`${base}/`)).text();

  const bytesFile = join(dataDir, 'home.html');
  await writeFile(bytesFile, html);
  ceiling = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import http from 'node:http'; import fs from 'node:fs';
       const body = fs.readFileSync(${JSON.stringify(bytesFile)});
       http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8', 'Content-Length': body.length }); res.end(body); }).listen(${CEILING_PORT});`,
    ],
    { stdio: 'inherit' },
  );
  await waitFor(`http://localhost:${CEILING_PORT}/`, ceiling);

  const rows = [
    await measure('raw Node server, same bytes (ceiling)', `http://localhost:${CEILING_PORT}/`),
    await measure('home page (SSR, streaming)', `${base}/`),
    await measure('GET /api/packages', `${base}/api/packages`),
  ];
  const ceilingRps = rows[0]!.rps;

  const assetUrls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const assets = await Promise.all(
    [...new Set(assetUrls)].map(async (path) => {
      const bytes = Buffer.from(await (await fetch(new URL(path, base))).arrayBuffer());
      return { path, kind: path.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  const total = (kind: string, key: 'raw' | 'gzip') => assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a[key], 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, on ${process.platform} with Node ${process.version}\n`);
  console.log('what'.padEnd(42), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11), 'errors'.padStart(7));
  for (const row of rows) {
    const share = `${((row.rps / ceilingRps) * 100).toFixed(1)} %`;
    console.log(row.title.padEnd(42), row.rps.toFixed(0).padStart(9), String(row.p99).padStart(8), share.padStart(11), String(row.errors).padStart(7));
  }
  console.log(`\nhome page HTML: ${kb(Buffer.byteLength(html))} (${kb(gzipSync(html).length)} gzip)`);
  console.log(`home page JS:  ${kb(total('js', 'raw'))} raw, ${kb(total('js', 'gzip'))} gzip in ${assets.filter((a) => a.kind === 'js').length} files`);
  console.log(`home page CSS: ${kb(total('css', 'raw'))} raw, ${kb(total('css', 'gzip'))} gzip in ${assets.filter((a) => a.kind === 'css').length} files`);
} finally {
  if (ceiling) await stop(ceiling);
  await stop(app);
  await rm(dataDir, { recursive: true, force: true });
}
