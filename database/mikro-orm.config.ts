import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AuditSubscriber } from './audit/audit.subscriber.ts';
import { HealingPostgreSqlDriver } from './healing-driver.ts';
import * as entities from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

/** One place for the ORM's settings; the connection URL comes from whoever starts the database. */
export function ormConfig(clientUrl: string, options: { debug?: boolean } = {}) {
  return defineConfig({
    clientUrl,
    // Gives back to the pool every connection a failed COMMIT or ROLLBACK would have kept (decision 036).
    driver: HealingPostgreSqlDriver,
    entities: Object.values(entities),
    extensions: [Migrator],
    subscribers: [new AuditSubscriber()],
    debug: options.debug ?? false,
    // Migrations are listed explicitly so a bundled or compiled server finds them without globbing.
    migrations: {
      path: 'database/migrations',
      pathTs: 'database/migrations',
      migrationsList,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    // An unreachable database fails a request in 5 s (a 503) instead of holding it until the client gives up.
    driverOptions: { connectionTimeoutMillis: 5000 },
  });
}
