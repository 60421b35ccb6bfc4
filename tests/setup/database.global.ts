import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '#database/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases; each test file makes its own. */
    databaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL (a maintenance database of a server you run),
 * else a throw-away embedded cluster in a temporary directory.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseAdminUrl', external);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'safari-test-db-'));
  const database = await startEmbeddedDatabase(dir);
  project.provide('databaseAdminUrl', database.adminUrl);
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
