import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files by name, so the quiet file runs first and the one that logs after it, in the same worker. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// The second gate .ci/run checks: a test that logs console.error fails, with the setup file every
// unit and integration test runs with (vitest.config.ts), also in a worker that ran another file first with
// the modules kept (the integration project's isolate: false).
export default defineConfig({
  test: {
    include: ['tests/gate-console/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/console-errors.ts'],
    maxWorkers: 1,
    isolate: false,
    sequence: { sequencer: ByName },
  },
});
