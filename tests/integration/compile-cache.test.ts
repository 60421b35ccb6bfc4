import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer } from '../setup/production-server.ts';

// The server's own temporary directory, so the cache found is the one this start wrote.
const temporary = mkdtempSync(join(tmpdir(), 'safari-compile-cache-'));
beforeAll(() => buildOnce(), 300_000);
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** Every file under a directory, however deep. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('the compile cache (decision 131)', () => {
  it('is written for the next start as soon as the server listens, not only when it exits', async () => {
    const server = await startProductionServer({ TMPDIR: temporary });
    try {
      // Running still: the whole server's compiled code is there, its own modules and its libraries'.
      const cached = files(join(temporary, 'node-compile-cache'));
      expect(cached.length).toBeGreaterThan(200);
    } finally {
      await server.stop();
    }
  });
});
