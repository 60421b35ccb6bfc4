import { defineConfig } from 'vitest/config';
import { apiCallsPlugin } from './lib/api-calls.vite.ts';

// Vitest runs without the Vike plugin: unit tests import modules directly and integration tests
// start the API (no pages) against a real PostgreSQL. The browser's `api` reads `virtual:api-calls` (decision 157).
export default defineConfig({
  plugins: [apiCallsPlugin()],
  test: {
    // The integration files mostly wait on PostgreSQL, queues and mail servers, and each makes its own databases
    // (copies of one migrated template, decision 148): three at once on CI's 2 cores took the integration project
    // from one file at a time to about 3 minutes.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.global.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Sharing each worker's modules between files (`isolate: false`, decision 162) cut the run by a fifth but let
          // module state leak between files: three tests failed in one fresh-clone run out of three. Each file keeps
          // its own module graph until that state is found (so a file's vi.mock reaches no other file).
        },
      },
    ],
  },
});
