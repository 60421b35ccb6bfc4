import { expect, test } from 'vitest';

// Runs before logs-an-error.test.ts in the same worker (vitest.gate-console.config.ts: one worker, modules shared,
// files by name), as the integration files share theirs: the setup file must still watch the file after it.
test('a file before it that logs nothing', () => {
  expect(1 + 1).toBe(2);
});
