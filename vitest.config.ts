import { defineConfig } from 'vitest/config';
import { apiCallsPlugin } from './lib/api-calls.vite.ts';
import { MOCKING_FILES as MOCKING } from './tests/setup/mocking-files.ts';

// Vitest runs without the Vike plugin: unit tests import modules directly and integration tests
// start the API (no pages) against a real PostgreSQL. The browser's `api` reads `virtual:api-calls` (decision 157).
export default defineConfig({
  plugins: [apiCallsPlugin()],
  test: {
    // The integration files mostly wait on PostgreSQL, queues and mail servers, and each makes its own databases
    // (copies of one migrated template, decision 148): four at once on CI's 2 cores, beside the type check, keep
    // the machine busy (decision 162: 191 s in a fresh-clone run, against 209-228 s with three).
    maxWorkers: 4,
    // No test reaches the ECB: the rates job's own tests serve its document from 127.0.0.1 (issue 42).
    env: { ECB_RATES_URL: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
          // A few unit files start worker threads (the PDF drawing, the image decoder) whose first use loads fonts and
          // native code: on a machine busy with other work that alone passed Vitest's 5 s (issue 43). A hung test
          // still fails, in 20 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: MOCKING,
          environment: 'node',
          globalSetup: ['tests/setup/database.global.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each worker's modules are shared between its files (decision 162): a fifth off the run. State a module keeps
          // outlives a file: a test that fakes the clock or spies on a module restores it, and what keeps a time
          // (eventTime, the outage log) follows a clock set back rather than keeping a fake clock's future.
          isolate: false,
        },
      },
      {
        // A file that replaces a module with vi.mock gets a fresh module graph, so the stand-in reaches no other file.
        extends: true,
        test: {
          name: 'integration-mocking',
          include: MOCKING,
          environment: 'node',
          globalSetup: ['tests/setup/database.global.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
