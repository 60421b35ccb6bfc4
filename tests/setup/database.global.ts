import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '#database/embedded.ts';
import { createTemplateDatabase, dropDatabaseNamed } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases; each test file makes its own. */
    databaseAdminUrl: string;
    /** A migrated database on that server that test databases are copied from (CREATE DATABASE … TEMPLATE). */
    databaseTemplate: string;
  }
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL (a maintenance database of a server you run),
 * else a throw-away embedded cluster in a temporary directory. On it, one migrated template database
 * that every test file's databases are copied from (decision 148).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let dir: string | undefined;
  let database: Awaited<ReturnType<typeof startEmbeddedDatabase>> | undefined;
  if (!external) {
    dir = await mkdtemp(join(tmpdir(), 'safari-test-db-'));
    database = await startEmbeddedDatabase(dir);
    await forThrowAwayData(database.adminUrl);
  }
  const adminUrl = external ?? database!.adminUrl;
  const template = await createTemplateDatabase(adminUrl);
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseTemplate', template);
  return async () => {
    await dropDatabaseNamed(adminUrl, template).catch(() => {});
    await database?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

/**
 * The run's own cluster holds nothing worth a crash-safe write: no fsync and no waiting on the WAL at commit.
 * A test that stops PostgreSQL starts a cluster of its own; this one is only ever stopped at the end.
 */
async function forThrowAwayData(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) await admin.query(`alter system set ${setting}`);
    await admin.query('select pg_reload_conf()');
  } finally {
    await admin.end();
  }
}
