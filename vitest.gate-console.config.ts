import { defineConfig } from 'vitest/config';

// The second gate .ci/run checks: a test that logs console.error fails, with the setup file every
// unit and integration test runs with (vitest.config.ts).
export default defineConfig({
  test: {
    include: ['tests/gate-console/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/console-errors.ts'],
  },
});
