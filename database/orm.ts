import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.ts';

export type Orm = MikroORM;

/** Connects and brings the schema up to date with the committed migrations. */
export async function openDatabase(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl));
  try {
    await orm.migrator.up();
  } catch (error) {
    // A failed start (the database went away) must not leave a pool behind; the caller may retry.
    await orm.close().catch(() => {});
    throw error;
  }
  return orm;
}
