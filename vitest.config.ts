import { defineConfig } from 'vitest/config';

// Vitest runs without the Vike plugin: unit tests import modules directly and integration tests
// start the API (no pages) against a real PostgreSQL.
export default defineConfig({
  test: {
    // The integration files mostly wait on PostgreSQL, queues and mail servers, and each makes its own databases
    // (copies of one migrated template, decision 148): three at once on CI's 2 cores took the integration project
    // from one file at a time to about 3 minutes.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.global.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
