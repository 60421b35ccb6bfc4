import { MikroORM } from '@mikro-orm/postgresql';
import type { DatabaseHealth } from './health.ts';
import { HealingPostgreSqlConnection } from './healing-driver.ts';
import { ormConfig } from './mikro-orm.config.ts';
import { withStartupLock } from './startup-lock.ts';

export type Orm = MikroORM;

/**
 * Connects to `clientUrl` and brings the schema up to date with the committed migrations, one process at a time
 * and through `directUrl` (DATABASE_DIRECT_URL; the same URL unless DATABASE_URL is a pooler, decision 139).
 */
export async function openDatabase(clientUrl: string, directUrl = clientUrl): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl));
  try {
    await withStartupLock(directUrl, async () => {
      if (directUrl === clientUrl) return void (await orm.migrator.up());
      // Schema changes run on a session of their own: a pooler may cut a long transaction (query_timeout, decision 139).
      const direct = await MikroORM.init({ ...ormConfig(directUrl), pool: { min: 0, max: 1 } });
      try {
        await direct.migrator.up();
      } finally {
        await direct.close();
      }
    });
  } catch (error) {
    // A failed start (the database went away) must not leave a pool behind; the caller may retry.
    await orm.close().catch(() => {});
    throw error;
  }
  return orm;
}

function healingConnection(orm: Orm): HealingPostgreSqlConnection {
  const connection = orm.em.getConnection();
  if (!(connection instanceof HealingPostgreSqlConnection)) throw new Error('The ORM was opened without the healing driver');
  return connection;
}

/** How the ORM's statements have lately gone (liveness reads it). */
export function databaseHealth(orm: Orm): DatabaseHealth {
  return healingConnection(orm).health;
}

/** The ORM pool's size and use: `max` allowed, `total` open, `idle`, and callers `waiting` for one. */
export function poolState(orm: Orm) {
  return healingConnection(orm).poolState();
}

/**
 * Checks a connection out of the ORM's own pool and runs `select 1` on it, giving up after
 * `timeoutMs`: readiness asks whether a request arriving now could get a connection, not merely
 * whether PostgreSQL is up somewhere.
 */
export async function probePool(orm: Orm, timeoutMs: number): Promise<void> {
  const connection = healingConnection(orm);
  const pool = await connection.getNativeClient();
  const checkout = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), timeoutMs);
  });
  let client: Awaited<typeof checkout>;
  try {
    client = await Promise.race([checkout, timeout]);
  } catch (error) {
    // A checkout that arrives after the deadline goes straight back.
    checkout.then((late) => late.release(), () => {});
    connection.health.failed(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  try {
    await client.query('select 1');
    client.release();
    connection.health.succeeded();
  } catch (error) {
    client.release(error as Error);
    connection.health.failed(error);
    throw error;
  }
}
