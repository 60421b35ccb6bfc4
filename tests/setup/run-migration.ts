import type { Migration } from '@mikro-orm/migrations';
import type { AbstractSqlDriver } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app.ts';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/**
 * Runs one migration's statements again on the test database (already migrated to the newest), one way: the
 * rows a test has shaped as an older install would hold them go through the same SQL an upgrade runs.
 */
export async function runMigration(app: TestApp, Class: MigrationClass, direction: 'up' | 'down'): Promise<void> {
  const migration = new Class(app.orm.em.getDriver() as unknown as AbstractSqlDriver, app.orm.config);
  await migration[direction]();
  const db = app.orm.em.fork().getConnection();
  for (const query of migration.getQueries()) await db.execute(String(query));
}
