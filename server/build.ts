import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the client and server bundles are made from; a newer file than the build means rebuild. */
const SOURCES = ['pages', 'components', 'lib', 'database', 'public', 'vite.config.ts', 'package-lock.json'];
const STAMP = join('dist', '.build-stamp');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return false;
  const builtAt = statSync(stamp).mtimeMs;
  return SOURCES.every((source) => newestChange(join(root, source)) <= builtAt);
}

/** `npm start` on a fresh clone (or after a pull) builds first, so one command always runs current code. */
export function ensureProductionBuild(root = process.cwd()): void {
  if (buildIsCurrent(root)) return;
  console.log('Building the site (first start or sources changed)…');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vike'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The production build failed; see the output above.');
  writeFileSync(join(root, STAMP), new Date().toISOString());
}
