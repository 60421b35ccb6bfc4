import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import type { ServerProcess } from './servers.ts';

export interface Row {
  probe: string;
  target: string;
  measured: string;
  ok: boolean;
}

/**
 * What every probe gets: the soak's directory (everything it writes stays there), its PostgreSQL,
 * the two long-running servers, and the table. A probe is `(soak) => Promise<void>` that adds rows;
 * `scripts/soak.ts` lists them in order.
 */
export class Soak {
  readonly dir: string;
  readonly rows: Row[] = [];
  cluster: EmbeddedDatabase | undefined;
  /** Servers started by probes; all are stopped at the end. */
  readonly servers: ServerProcess[] = [];
  /** The two servers that live through the whole run (port SOAK_PORT and the next). */
  a!: ServerProcess;
  b!: ServerProcess;
  env!: Record<string, string>;
  private db: pg.Client | undefined;

  constructor(dir: string) {
    this.dir = dir;
  }

  row(probe: string, target: string, measured: string, ok: boolean) {
    this.rows.push({ probe, target, measured, ok });
  }

  say(line: string) {
    console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);
  }

  /** One connection of the soak's own for checking rows; reopened after an outage. */
  async database(): Promise<pg.Client> {
    if (this.db) return this.db;
    const db = new pg.Client({ connectionString: this.cluster!.url });
    db.on('error', () => {
      if (this.db === db) this.db = undefined;
    });
    await db.connect();
    this.db = db;
    return db;
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    return Number((await (await this.database()).query<{ n: string }>(sql, params)).rows[0]!.n);
  }

  /** Stops PostgreSQL (fast shutdown: every client is disconnected). */
  async stopDatabase() {
    const db = this.db;
    this.db = undefined;
    await db?.end().catch(() => {});
    await this.cluster!.stop();
  }

  /** Starts it again on the same port and files. */
  async startDatabase() {
    this.cluster = await startEmbeddedDatabase(join(this.dir, 'data'), { port: this.cluster!.port, log: () => {} });
  }

  async close() {
    await this.db?.end().catch(() => {});
    this.db = undefined;
  }
}

export type Probe = (soak: Soak) => Promise<void>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
