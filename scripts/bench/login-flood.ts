/**
 * Issue 11 item 6's figure: pages and the public API stay within 2 × their normal p50 while 20
 * connections send wrong passwords to `POST /api/admin/login`. Each page's p50 is measured under a
 * light load (PROBE_CONNECTIONS) with no flood, then again with the flood running; the flood only
 * ever goes to this machine's own server and stops when the probe does. On one machine the sender
 * takes CPU the server would otherwise have, which a real attacker's would not: the figure is a
 * pessimistic one.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const FLOOD_CONNECTIONS = 20;
/** Few enough that p50 tells how long one request waits, not how deep a saturated queue is. */
export const PROBE_CONNECTIONS = 10;
export const TARGET_RATIO = 2;

export interface FloodFigure {
  title: string;
  quietP50: number;
  floodP50: number;
}

export interface FloodResult {
  figures: FloodFigure[];
  /** How the server answered the flood, by status code, and how many attempts it got per second. */
  answers: Record<string, number>;
  attemptsPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The median of every 2xx response's time, in ms to the microsecond (autocannon's own p50 is whole ms). */
function p50(url: string, seconds: number): Promise<number> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: PROBE_CONNECTIONS,
        duration: seconds,
        setupClient: (client) => client.on('response', (status, _bytes, ms) => status < 300 && times.push(ms)),
      },
      (error) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve(times[Math.floor(times.length / 2)] ?? Number.NaN);
      },
    );
  });
}

/** Wrong passwords for `admin` from 20 connections, in another process, until `stop()`. */
function startFlood(base: string) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./login-flood-client.ts', import.meta.url)), base, String(FLOOD_CONNECTIONS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    stop: async (): Promise<Omit<FloodResult, 'figures'>> => {
      child.stdin!.end('stop\n');
      const code = await exited;
      if (code !== 0) throw new Error(`the login flood's sender exited with ${code}`);
      return JSON.parse(output);
    },
  };
}

/** The quiet and flooded p50 of each page; `base` is the app, `pages` maps a title to a path. */
export async function measureLoginFlood(base: string, pages: Record<string, string>, seconds: number): Promise<FloodResult> {
  const quiet: Record<string, number> = {};
  for (const [title, path] of Object.entries(pages)) {
    await autocannon({ url: `${base}${path}`, connections: PROBE_CONNECTIONS, duration: 1 });
    quiet[title] = await p50(`${base}${path}`, seconds);
  }
  const flood = startFlood(base);
  const floodFigures: Record<string, number> = {};
  let result: Omit<FloodResult, 'figures'>;
  try {
    // Let the password queue fill before measuring, so the probe sees the flood's steady state.
    await sleep(1000);
    for (const [title, path] of Object.entries(pages)) floodFigures[title] = await p50(`${base}${path}`, seconds);
  } finally {
    result = await flood.stop();
  }
  return { figures: Object.keys(pages).map((title) => ({ title, quietP50: quiet[title]!, floodP50: floodFigures[title]! })), ...result };
}
