import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, stat } from 'node:fs/promises';
import { dirname, join, parse, resolve } from 'node:path';
import { StartupError } from '#lib/startup-error.server.ts';


export interface ClusterUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (created
 * when missing). Anyone else runs it as themselves.
 */
export function clusterUser(): ClusterUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** True when `user` may traverse every directory from the root down to `path`. */
export async function reachable(path: string, user: ClusterUser): Promise<boolean> {
  let current = resolve(path);
  const root = parse(current).root;
  for (;;) {
    if (existsSync(current)) {
      const info = await stat(current);
      const mode = info.mode;
      const canEnter =
        info.uid === user.uid ? (mode & 0o100) !== 0 : info.gid === user.gid ? (mode & 0o010) !== 0 : (mode & 0o001) !== 0;
      if (info.isDirectory() && !canEnter) return false;
    }
    if (current === root) return true;
    current = dirname(current);
  }
}

/** Where the cluster and the binaries it runs live. */
export interface ClusterLocation {
  clusterDir: string;
  binDir: string;
  /** Said in the start-up log when it is not the obvious place. */
  note: string | undefined;
}

/** A place outside the clone that the `postgres` user can reach, one per DATA_DIR. */
const FALLBACK_ROOT = '/var/lib/safari-site';

/**
 * The cluster lives in DATA_DIR/postgres and runs the package's binaries in place, unless the
 * cluster user cannot reach them (root, in a clone under a 0700 home): then both move to
 * /var/lib/safari-site/<id>, a copy of the binaries included, and the log says so.
 */
export async function locateCluster(dataDir: string, packageBinDir: string, version: string, user: ClusterUser | undefined): Promise<ClusterLocation> {
  const nativeDir = dirname(packageBinDir);
  if (!user) return { clusterDir: join(dataDir, 'postgres'), binDir: packageBinDir, note: undefined };
  // DATA_DIR is ours: open it for traversal (its secrets stay owner-only files).
  await chmod(dataDir, 0o755);
  const dataReachable = await reachable(dataDir, user);
  const binariesReachable = await reachable(packageBinDir, user);
  if (dataReachable && binariesReachable) return { clusterDir: join(dataDir, 'postgres'), binDir: packageBinDir, note: undefined };

  const base = dataReachable ? dataDir : join(FALLBACK_ROOT, createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12));
  try {
    await mkdir(base, { recursive: true, mode: 0o755 });
    await chmod(base, 0o755);
    if (!(await reachable(base, user))) throw new Error(`${base} is not reachable either`);
    let binDir = packageBinDir;
    if (!binariesReachable) {
      const copy = join(base, `postgresql-${version}`);
      if (!existsSync(join(copy, 'bin', 'postgres'))) {
        await cp(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
        await chmod(copy, 0o755);
      }
      binDir = join(copy, 'bin');
    }
    const where = [dataReachable ? undefined : `cluster in ${join(base, 'postgres')}`, binariesReachable ? undefined : `binaries copied to ${dirname(binDir)}`]
      .filter(Boolean)
      .join(', ');
    return {
      clusterDir: join(base, 'postgres'),
      binDir,
      note: `The postgres user cannot reach ${dataReachable ? nativeDir : dataDir}; embedded PostgreSQL runs from a place it can: ${where}.`,
    };
  } catch (error) {
    throw new StartupError(
      `Embedded PostgreSQL cannot run from ${dataReachable ? nativeDir : dataDir}: the postgres user cannot enter it, and ${base} could not be used (${(error as Error).message}). ` +
        'Set DATA_DIR to a directory that user can reach, or DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
}

/** Gives the cluster user a directory it must own (initdb insists). */
export async function ownDirectory(path: string, user: ClusterUser | undefined): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  if (user) await chown(path, user.uid, user.gid);
  await chmod(path, 0o700);
}
