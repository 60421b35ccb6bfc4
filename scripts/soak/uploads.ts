/**
 * The upload probe of `npm run soak` (issue 16, decision 060): sixteen staff uploads at once of the
 * costliest picture the server accepts, while someone signs in. Measures the server process's memory
 * from /proc and sign-in times from outside; returns rows for the soak's table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '#server/images/process-image.ts';
import { Client, SOAK_ADMIN } from './servers.ts';
import type { Row as ProbeRow } from './context.ts';


export interface UploadProbeOptions {
  base: string;
  /** A signed-in staff client of that server. */
  admin: Client;
  /** The server's process id: its resident memory and its children's (the image worker) are sampled. */
  pid: number;
  parallel?: number;
}

const PARALLEL = 16;
const RSS_BUDGET_MB = 600;
const SAMPLE_MS = 50;
const QUIET_SIGN_INS = 15;
/** An upload told "busy, retry after N s" tries again until this long after the first attempt. */
const PATIENCE_MS = 180_000;

/**
 * The worst picture within the limits: 40 megapixels as a 40,000 × 1,000 RGBA PNG of one colour
 * (a few hundred kilobytes to send; a strip that short is resized whole, the largest decode the
 * limits allow). Each upload gets its own colour, so no two share a hash and every one is decoded.
 */
async function worstAllowedPictures(count: number): Promise<Buffer[]> {
  const width = 40_000;
  const height = MAX_IMAGE_PIXELS / width;
  const pictures: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    const background = { r: 20 + n * 13, g: 140, b: 70, alpha: 0.5 };
    pictures.push(await sharp({ create: { width, height, channels: 4, background }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer());
  }
  return pictures;
}

/** Resident memory of a process in MB, from /proc (Linux); 0 once it is gone. */
function residentMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (the image worker decodes in one), from each /proc/N/stat. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "N (comm) S PPID …": the command may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // Exited while being read.
    }
  }
  return children;
}

/** CPU seconds a process has used (user + system), from /proc/N/stat; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The server's memory as the machine pays for it: the process and its children. */
function treeMb(pid: number, children: number[]): number {
  return residentMb(pid) + children.reduce((sum, child) => sum + residentMb(child), 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInTime(base: string): Promise<number> {
  const started = performance.now();
  const response = await new Client(base).send('POST', '/api/admin/login', SOAK_ADMIN);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return performance.now() - started;
}

/** One upload as the dashboard sends it: multipart field `file`, again after Retry-After when busy. */
async function upload(admin: Client, bytes: Buffer, name: string): Promise<{ statuses: number[] }> {
  const statuses: number[] = [];
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const response = await fetch(`${admin.base}/api/admin/images`, { method: 'POST', headers: { Origin: admin.base, Cookie: admin.cookie ?? '' }, body: form });
    await response.arrayBuffer();
    statuses.push(response.status);
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status !== 503 || !(retryAfter > 0)) break;
    await sleep(retryAfter * 1000);
  }
  return { statuses };
}

export async function uploadProbe(options: UploadProbeOptions): Promise<ProbeRow[]> {
  const parallel = options.parallel ?? PARALLEL;
  const pictures = await worstAllowedPictures(parallel);
  const kb = Math.round(pictures[0]!.length / 1024);

  // Quiet: sign-ins one after another, and the memory the server sits at before the uploads.
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_SIGN_INS; i++) quiet.push(await signInTime(options.base));
  let children = childrenOf(options.pid);
  const idle = median(Array.from({ length: 5 }, () => treeMb(options.pid, children)));

  const serverCpuBefore = cpuSeconds(options.pid);
  const childCpuBefore = new Map(children.map((child) => [child, cpuSeconds(child)]));
  let peak = idle;
  let serverPeak = residentMb(options.pid);
  let samples = 0;
  const sampler = setInterval(() => {
    // The worker starts at the first upload (and again if it dies): look for it every twentieth sample.
    if (samples++ % 20 === 0) children = childrenOf(options.pid);
    peak = Math.max(peak, treeMb(options.pid, children));
    serverPeak = Math.max(serverPeak, residentMb(options.pid));
  }, SAMPLE_MS);
  let uploading = true;
  const during: number[] = [];
  const signIns = (async () => {
    while (uploading) during.push(await signInTime(options.base));
  })();
  const started = performance.now();
  const outcomes = await Promise.all(pictures.map((bytes, n) => upload(options.admin, bytes, `worst-${n}.png`)));
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await signIns;
  clearInterval(sampler);
  const serverCpu = cpuSeconds(options.pid) - serverCpuBefore;
  const workerCpu = children.reduce((sum, child) => sum + cpuSeconds(child) - (childCpuBefore.get(child) ?? 0), 0);
  // The machine's own noise: quiet sign-ins again, for the reader (the target compares with the first).
  const quietAfter: number[] = [];
  for (let i = 0; i < QUIET_SIGN_INS; i++) quietAfter.push(await signInTime(options.base));

  const finals = outcomes.map((o) => o.statuses.at(-1)!);
  const busyAtFirst = outcomes.filter((o) => o.statuses[0] === 503).length;
  const stored = finals.filter((status) => status === 201).length;
  const otherStatuses = outcomes.flatMap((o) => o.statuses).filter((status) => status !== 201 && status !== 503);
  const quietP50 = median(quiet);
  const duringP50 = median(during);
  const rise = peak - idle;
  const what = `${parallel} parallel uploads of a 40,000 × 1,000 RGBA PNG (${kb} KB)`;
  return [
    {
      probe: `uploads: ${what}, peak memory`,
      target: `≤ ${RSS_BUDGET_MB} MB above idle`,
      measured: `idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${rise.toFixed(0)} MB; VmRSS of the server and its image worker every ${SAMPLE_MS} ms; the server alone peaked at ${serverPeak.toFixed(0)} MB)`,
      ok: rise <= RSS_BUDGET_MB,
    },
    {
      probe: `uploads: sign-ins during ${parallel} parallel uploads`,
      target: '≤ 2 × quiet p50',
      measured:
        `quiet p50 ${quietP50.toFixed(0)} ms (${quiet.length}), during p50 ${duringP50.toFixed(0)} ms (${during.length}, max ${Math.max(...during).toFixed(0)} ms), ` +
        `quiet again after ${median(quietAfter).toFixed(0)} ms; CPU during: server ${serverCpu.toFixed(1)} s, image worker ${workerCpu.toFixed(1)} s`,
      ok: during.length > 0 && duringP50 <= 2 * quietP50,
    },
    {
      probe: `uploads: answers to ${parallel} parallel uploads`,
      target: `${parallel} × 201 (a 503 only with Retry-After)`,
      measured: `${stored} × 201 in ${seconds.toFixed(1)} s; ${busyAtFirst} first told 503 + Retry-After; other statuses: ${otherStatuses.join(', ') || 'none'}`,
      ok: stored === parallel && otherStatuses.length === 0,
    },
  ];
}
