import pg from 'pg';

/** How DATABASE_URL's connections are pooled: `none` (a session per connection) or PgBouncer's modes. */
export type PoolerMode = 'none' | 'session' | 'transaction' | 'statement';

export const POOLER_MODES: readonly PoolerMode[] = ['none', 'session', 'transaction', 'statement'];

/** In these a server connection changes hands between transactions: nothing may rely on a session (decision 139). */
export const sessionless = (mode: PoolerMode) => mode === 'transaction' || mode === 'statement';

/**
 * Asks whether `url` is a PgBouncer, and in which pool mode it runs the URL's database: PgBouncer answers `SHOW`
 * commands on its admin console, the virtual database `pgbouncer` on the same host and port, to users it lists in
 * admin_users or stats_users. A PostgreSQL answers that no such database exists. Whatever cannot be asked (a pooler
 * that refuses its console, an unreachable host) is `none`: DATABASE_POOLER=transaction says it for certain.
 */
export async function detectPooler(url: string): Promise<PoolerMode> {
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
    return 'none';
  } finally {
    await client.end().catch(() => {});
  }
}
