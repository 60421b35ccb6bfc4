import { expect, test } from 'vitest';

// .ci/run runs this file alone and fails CI unless Vitest exits non-zero: the proof that a failing
// test can fail the build. It is outside the unit and integration projects, so `npm test` never runs it.
test('a deliberately failing test', () => {
  expect(1 + 1).toBe(3);
});
