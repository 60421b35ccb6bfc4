import { defineConfig } from 'vitest/config';

// The gate .ci/run checks: one deliberately failing test, run with the integration project's global
// setup (the embedded PostgreSQL, whose exit hooks once turned a failing run's exit code into 0).
export default defineConfig({
  test: {
    include: ['tests/gate/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/database.global.ts'],
    hookTimeout: 120_000,
  },
});
