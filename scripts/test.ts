/**
 * `npm test`: the type check, one production build (the integration tests' servers and the e2e server reuse
 * it; none builds inside a test), the unit and integration tests, then the browser tests. Stops at the first
 * phase that fails and prints each phase's time, so a slow phase is seen where it is.
 */
import { spawnSync } from 'node:child_process';
import { ensureProductionBuild } from '#server/build.ts';

const phases: [string, () => boolean][] = [
  ['typecheck', () => npm('typecheck')],
  ['build', build],
  ['unit + integration', () => npm('test:unit')],
  ['e2e', () => npm('test:e2e')],
];

function build(): boolean {
  try {
    ensureProductionBuild();
    return true;
  } catch (error) {
    console.error((error as Error).message);
    return false;
  }
}

function npm(script: string): boolean {
  return spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' }).status === 0;
}

const times: string[] = [];
let failed: string | undefined;
const suiteStarted = performance.now();
for (const [name, run] of phases) {
  const started = performance.now();
  const ok = run();
  times.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) {
    failed = name;
    break;
  }
}
const total = ((performance.now() - suiteStarted) / 1000).toFixed(0);
console.log(`\nTest phases: ${times.join(', ')}; total ${total} s${failed ? ` (${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
