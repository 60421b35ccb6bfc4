/**
 * `npm test`: one production build (the integration tests' servers and the e2e server reuse it; none builds
 * inside a test), then the type check beside the unit and integration tests, then the browser tests. Stops
 * after the first phase that fails and prints each phase's time, so a slow phase is seen where it is.
 *
 * The type check runs beside Vitest rather than before it: one process on one core while the Vitest workers
 * leave about a third of the machine idle waiting on PostgreSQL, so it costs the run almost nothing.
 */
import { spawn } from 'node:child_process';
import { ensureProductionBuild } from '#server/build.ts';

type Phase = [name: string, run: () => Promise<boolean>];

const phases: Phase[][] = [
  [['build', build]],
  [
    ['typecheck', () => npm('typecheck')],
    ['unit + integration', () => npm('test:unit')],
  ],
  [['e2e', () => npm('test:e2e')]],
];

async function build(): Promise<boolean> {
  try {
    ensureProductionBuild();
    return true;
  } catch (error) {
    console.error((error as Error).message);
    return false;
  }
}

function npm(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    spawn('npm', ['run', '--silent', script], { stdio: 'inherit' }).on('exit', (code) => resolve(code === 0));
  });
}

const times: string[] = [];
const failed: string[] = [];
const suiteStarted = performance.now();
for (const step of phases) {
  await Promise.all(
    step.map(async ([name, run]) => {
      const started = performance.now();
      const ok = await run();
      times.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
      if (!ok) failed.push(name);
    }),
  );
  if (failed.length > 0) break;
}
const total = ((performance.now() - suiteStarted) / 1000).toFixed(0);
console.log(`\nTest phases: ${times.join(', ')}; total ${total} s${failed.length ? ` (${failed.join(', ')} failed)` : ''}`);
process.exit(failed.length ? 1 : 0);
