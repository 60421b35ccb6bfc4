import { afterEach, beforeEach } from 'vitest';

/**
 * A test fails when the code under it logs `console.error` (issue 20): an error nobody asserted on is a
 * bug the test did not notice. A test (or a whole file, at its top level) that provokes failures on
 * purpose, an outage or a full queue, says so with `allowConsoleErrors()` and checks what it expects.
 */
let logged: string[] = [];
let allowedInTest = false;
let allowedInFile = false;
let inTest = false;

// The integration files share a worker's modules (isolate: false), and this file runs again before each of them:
// the real console.error is kept once per process, so each file's wrapper replaces the last instead of wrapping it.
const kept = globalThis as { realConsoleError?: typeof console.error };
kept.realConsoleError ??= console.error.bind(console);
const original = kept.realConsoleError;
console.error = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  original(...args);
};

export function allowConsoleErrors(): void {
  if (inTest) allowedInTest = true;
  else allowedInFile = true;
}

beforeEach(() => {
  logged = [];
  allowedInTest = false;
  inTest = true;
});

afterEach(() => {
  inTest = false;
  const errors = logged;
  logged = [];
  if (errors.length > 0 && !allowedInTest && !allowedInFile) {
    throw new Error(`The test logged console.error ${errors.length} time(s), first: ${errors[0]!.slice(0, 300)}`);
  }
});
