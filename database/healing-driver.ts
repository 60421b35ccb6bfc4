import { AsyncLocalStorage } from 'node:async_hooks';
import { PostgreSqlConnection, PostgreSqlDriver, type Configuration } from '@mikro-orm/postgresql';
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './errors.ts';
import { DatabaseHealth } from './health.ts';

/**
 * Kysely (under MikroORM 7) gives a transaction's connection back to the pool only after its COMMIT
 * or ROLLBACK succeeded: when PostgreSQL goes away with a transaction open, both fail and the
 * connection is never released. Each outage cost the pool every connection that was in a
 * transaction, until no request could get one (issue 16, decision 036). This driver wraps Kysely's
 * own: a failed BEGIN, COMMIT or ROLLBACK releases the connection with the error, so pg-pool
 * destroys it and opens a fresh one on demand; a connection handed back mid-transaction is
 * destroyed too. It also tells `DatabaseHealth` how each statement went.
 */
class HealingDriver implements Driver {
  private readonly inner: Driver;
  private readonly clients: WeakMap<DatabaseConnection, pg.PoolClient>;
  /** Connections already released with an error; Kysely may still try to release them. */
  private readonly discarded = new WeakSet<DatabaseConnection>();
  private readonly watched = new WeakSet<DatabaseConnection>();
  private readonly health: DatabaseHealth;
  private readonly checkouts: AsyncLocalStorage<{ client?: pg.PoolClient }>;

  constructor(inner: Driver, pool: PoolHooks, health: DatabaseHealth) {
    this.inner = inner;
    this.clients = pool.clients;
    this.checkouts = pool.checkouts;
    this.health = health;
  }

  init(options?: Parameters<Driver['init']>[0]) {
    return this.inner.init(options);
  }

  async acquireConnection(options?: Parameters<Driver['acquireConnection']>[0]): Promise<DatabaseConnection> {
    const slot: { client?: pg.PoolClient } = {};
    let connection: DatabaseConnection;
    try {
      connection = await this.checkouts.run(slot, () => this.inner.acquireConnection(options));
    } catch (error) {
      this.health.failed(error);
      throw error;
    }
    if (slot.client) this.clients.set(connection, slot.client);
    this.discarded.delete(connection);
    this.watch(connection);
    return connection;
  }

  /** Each statement's outcome goes to `health`; the connection object is Kysely's, reused per client. */
  private watch(connection: DatabaseConnection) {
    if (this.watched.has(connection)) return;
    this.watched.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: Parameters<DatabaseConnection['executeQuery']>[0], options?: Parameters<DatabaseConnection['executeQuery']>[1]) => {
      try {
        const result = await execute<R>(query, options);
        this.health.succeeded();
        return result;
      } catch (error) {
        this.health.failed(error);
        throw error;
      }
    };
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.discardOnFailure(connection, () => this.inner.beginTransaction(connection, settings));
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.discardOnFailure(connection, () => this.inner.commitTransaction(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.discardOnFailure(connection, () => this.inner.rollbackTransaction(connection));
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint!(...args);
  }

  async releaseConnection(connection: DatabaseConnection, options?: Parameters<Driver['releaseConnection']>[1]) {
    if (this.discarded.has(connection)) return;
    const status = this.clients.get(connection)?.getTransactionStatus();
    // 'I' is idle: anything else would hand the next caller an open (or failed) transaction of someone else.
    if (status === 'T' || status === 'E') return this.discard(connection, new Error('Connection released inside a transaction'));
    await this.inner.releaseConnection(connection, options);
  }

  destroy(options?: Parameters<Driver['destroy']>[0]) {
    return this.inner.destroy(options);
  }

  /** Releases the client with an error, which makes pg-pool close it and forget it. */
  private discard(connection: DatabaseConnection, error: Error) {
    const client = this.clients.get(connection);
    if (!client || this.discarded.has(connection)) return;
    this.discarded.add(connection);
    client.release(error);
  }

  private async discardOnFailure(connection: DatabaseConnection, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      // Kysely releases a transaction's connection only after its COMMIT or ROLLBACK succeeded.
      this.discard(connection, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
}

interface PoolHooks {
  clients: WeakMap<DatabaseConnection, pg.PoolClient>;
  checkouts: AsyncLocalStorage<{ client?: pg.PoolClient }>;
}

/**
 * Kysely's driver keeps which pg client backs which connection to itself; a checkout made inside
 * `checkouts.run(slot, …)` leaves its client in `slot`, so the wrapper can release it with an error.
 */
function hookPool(pool: pg.Pool): PoolHooks {
  const checkouts = new AsyncLocalStorage<{ client?: pg.PoolClient }>();
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    // pool.query checks out with a callback and releases by itself.
    if (callback) return connect(callback);
    const slot = checkouts.getStore();
    return connect().then((client) => {
      if (slot) slot.client = client;
      return client;
    });
  }) as typeof pool.connect;
  return { clients: new WeakMap(), checkouts };
}

/** MikroORM's PostgreSQL connection with the healing driver under its Kysely instance. */
export class HealingPostgreSqlConnection extends PostgreSqlConnection {
  readonly health = new DatabaseHealth();
  private pool: pg.Pool | undefined;

  override createKyselyDialect(overrides: pg.PoolConfig) {
    const { onPoolCreated, ...rest } = (overrides ?? {}) as pg.PoolConfig & { onPoolCreated?: (pool: pg.Pool) => void };
    const dialect = super.createKyselyDialect({
      ...rest,
      onPoolCreated: (pool: pg.Pool) => {
        this.pool = pool;
        onPoolCreated?.(pool);
      },
    } as pg.PoolConfig);
    const hooks = hookPool(this.pool!);
    const createDriver = dialect.createDriver.bind(dialect);
    dialect.createDriver = () => new HealingDriver(createDriver(), hooks, this.health);
    return dialect;
  }

  /** The pool's counts, for readiness and the outage tests. */
  poolState() {
    const pool = this.pool;
    return pool
      ? { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
      : { max: 0, total: 0, idle: 0, waiting: 0 };
  }
}

/** `driver` for the ORM config: PostgreSqlDriver on the healing connection. */
export class HealingPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // PostgreSqlDriver builds its connection in its constructor; this replaces it before anything connects.
    (this as unknown as { connection: HealingPostgreSqlConnection }).connection = new HealingPostgreSqlConnection(config);
  }

  /**
   * An outage fails every page at once; Vike logs each page's error with its stack unless the error
   * says `hideStack`. A stack says nothing about an unreachable database, so its errors carry it.
   */
  override convertException(exception: Error) {
    const converted = super.convertException(exception);
    if (isDatabaseUnavailable(converted)) Object.defineProperty(converted, 'hideStack', { value: true, configurable: true });
    return converted;
  }
}
