import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './ports.ts';

/** Debian's pgbouncer (installed by .ci/run), started by the test itself: no system service is used. */
const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface TestPgBouncer {
  port: number;
  /** `databaseUrl` with its host and port replaced by this PgBouncer's: the same database, through the pooler. */
  through(databaseUrl: string): string;
  /** What PgBouncer logged. */
  log(): string;
  /** Stops it (every client connection drops) and starts it again on the same port, as a pooler restart does. */
  restart(): Promise<void>;
  close(): Promise<void>;
}



/**
 * A PgBouncer of the test's own in front of the PostgreSQL `serverUrl` names: pool_mode = transaction (what managed
 * poolers run), listening on 127.0.0.1 only, a configuration and user list written to a temporary directory.
 * Clients are trusted (the user must be in the list); PgBouncer logs in to PostgreSQL with the listed password.
 * Every database is reachable under its own name. The server user may read SHOW (stats_users), as an operator's would.
 */
export async function startPgBouncer(serverUrl: string, options: { poolSize?: number; console?: boolean } = {}): Promise<TestPgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = await mkdtemp(join(tmpdir(), 'safari-pgbouncer-'));
  const port = await freePort();
  const config = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize ?? 20}`,
    'max_client_conn = 1000',
    // `console: false` is a managed pooler (Supabase, Neon, Heroku): its admin console lets nobody in.
    ...(options.console === false ? [] : [`stats_users = ${user}`]),
    // Parameters pg and the ORM may send that PgBouncer would otherwise refuse at connect.
    'ignore_startup_parameters = extra_float_digits,options',
    // After PostgreSQL was away, try logging in again within a second (the default waits 15 s between tries).
    'server_login_retry = 1',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
  ].join('\n');
  await writeFile(join(dir, 'pgbouncer.ini'), `${config}\n`);
  await writeFile(join(dir, 'userlist.txt'), `"${user}" "${password.replaceAll('"', '""')}"\n`);
  // PgBouncer will not run as root; as root it drops to nobody, who must read the files and write the log.
  await chmod(dir, 0o777);
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    const root = process.getuid?.() === 0;
    child = spawn(PGBOUNCER, [...(root ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await waitForPort(port, 'PgBouncer');
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    // SIGINT: PgBouncer's "safe shutdown" would wait for clients; SIGTERM drops them at once, as a crash or a restart.
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    port,
    through(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    log: () => output,
    async restart() {
      await stop();
      await start();
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
