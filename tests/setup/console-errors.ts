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

const original = console.error.bind(console);
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
