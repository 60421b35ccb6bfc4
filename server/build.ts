import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the client and server bundles are made from. */
const SOURCES = ['pages', 'components', 'lib', 'database', 'public', 'vite.config.ts', 'package-lock.json'];
const STAMP = join('dist', '.build-stamp');

function addToHash(hash: ReturnType<typeof createHash>, root: string, path: string) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) addToHash(hash, root, join(path, entry));
    return;
  }
  hash.update(path).update('\0').update(readFileSync(full)).update('\0');
}

/**
 * A digest of the sources' contents (not their times, which a deploy or a checkout may reset),
 * so a build is reused exactly when nothing it was made from has changed.
 */
export function sourceDigest(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) addToHash(hash, root, source);
  return hash.digest('hex');
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceDigest(root);
}

/** Builds the client and server bundles and records what they were built from. */
export function buildProduction(root = process.cwd()): void {
  const digest = sourceDigest(root);
  // Always a production build, whoever asks: under Vitest NODE_ENV is 'test', and a build made so renders
  // pages that answer 500 in production.
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vike'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('The production build failed; see the output above.');
  writeFileSync(join(root, STAMP), `${digest}\n`);
}

/**
 * `npm start` on a fresh clone (or after a pull) builds first, so one command always runs current code.
 * Processes that start at once (test files run in parallel, several servers) take turns through a lock
 * directory: two builds writing dist/ together leave a build that answers 500.
 */
export function ensureProductionBuild(root = process.cwd()): void {
  if (buildIsCurrent(root)) return;
  withBuildLock(root, () => {
    if (buildIsCurrent(root)) return;
    console.log('Building the site (first start, or the sources changed)…');
    buildProduction(root);
  });
}

const LOCK_WAIT_MS = 10 * 60_000;

function withBuildLock(root: string, build: () => void): void {
  const lock = join(root, '.build-lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than any build is a crashed builder's.
      if (Date.now() - statSync(lock).mtimeMs > LOCK_WAIT_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Another build has held ${lock} for 10 minutes; remove it if no build is running.`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
