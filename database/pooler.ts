import pg from 'pg';

/** How DATABASE_URL's connections are pooled: `none` (a session per connection) or PgBouncer's modes. */
export type PoolerMode = 'none' | 'session' | 'transaction' | 'statement';

export const POOLER_MODES: readonly PoolerMode[] = ['none', 'session', 'transaction', 'statement'];

/** In these a server connection changes hands between transactions: nothing may rely on a session (decision 139). */
export const sessionless = (mode: PoolerMode) => mode === 'transaction' || mode === 'statement';

/**
 * How DATABASE_URL pools: PgBouncer's admin console says so when it lets us in (`askConsole`); a managed pooler
 * (Supabase, Neon, Heroku) keeps it closed, and then its behaviour is watched instead (`watchSessions`). Whatever
 * cannot be told (an unreachable host) is `none`: DATABASE_POOLER=transaction says it for certain.
 */
export async function detectPooler(url: string): Promise<PoolerMode> {
  const asked = await askConsole(url);
  return asked ?? (await watchSessions(url));
}

/**
 * Asks whether `url` is a PgBouncer, and in which pool mode it runs the URL's database: PgBouncer answers `SHOW`
 * commands on its admin console, the virtual database `pgbouncer` on the same host and port, to users it lists in
 * admin_users or stats_users. A PostgreSQL answers that no such database exists; then, or when the console refuses
 * us, undefined.
 */
async function askConsole(url: string): Promise<PoolerMode | undefined> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'none';
  }
  const database = decodeURIComponent(target.pathname.slice(1));
  const adminConsole = new URL(url);
  adminConsole.pathname = '/pgbouncer';
  const client = new pg.Client({ connectionString: adminConsole.toString(), connectionTimeoutMillis: 3000, application_name: 'safari-pooler-probe' });
  client.on('error', () => {});
  try {
    await client.connect();
    const config = await client.query<{ key: string; value: string }>('SHOW CONFIG');
    const fallback = config.rows.find((row) => row.key === 'pool_mode')?.value;
    const databases = await client.query<{ name: string; pool_mode: string | null }>('SHOW DATABASES');
    const own = databases.rows.find((row) => row.name === database) ?? databases.rows.find((row) => row.name === '*');
    const mode = own?.pool_mode || fallback;
    return mode && (POOLER_MODES as string[]).includes(mode) ? (mode as PoolerMode) : 'none';
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Rounds of watching: a pooler may serve a round from connections that hide it (several idle ones, round robin). */
const WATCH_ROUNDS = 5;

/**
 * Watches two connections to `url` take turns. On PostgreSQL (or a session pooler) a connection is one backend for
 * its life: `pg_backend_pid()` answers the same on it every time, and never what the other connection answers. A
 * transaction (or statement) pooler hands its server connections from client to client between transactions:
 * the second connection is then served by the backend the first has just given back (PgBouncer takes the most
 * recently used), and while the second holds a transaction open, the first is served by another backend. Either
 * sign is enough; no sign in any round is `none`.
 */
async function watchSessions(url: string): Promise<PoolerMode> {
  const options = { connectionString: url, connectionTimeoutMillis: 3000, application_name: 'safari-pooler-probe' };
  const first = new pg.Client(options);
  const second = new pg.Client(options);
  first.on('error', () => {});
  second.on('error', () => {});
  const pid = async (client: pg.Client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  try {
    await Promise.all([first.connect(), second.connect()]);
    for (let round = 0; round < WATCH_ROUNDS; round++) {
      const before = await pid(first);
      if ((await pid(second)) === before) return 'transaction';
      // A statement pooler refuses the transaction; the other sign is then all there is.
      const held = await second.query('begin').then(() => true, () => false);
      if (!held) continue;
      const meanwhile = await pid(second);
      const after = await pid(first);
      await second.query('commit');
      if (meanwhile === before || after !== before) return 'transaction';
    }
    return 'none';
  } catch {
    return 'none';
  } finally {
    await Promise.all([first.end().catch(() => {}), second.end().catch(() => {})]);
  }
}
