import { isDatabaseUnavailable } from './errors.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { StartupError } from '#lib/startup-error.server.ts';
import type { Orm } from './orm.ts';
import { detectPooler, sessionless, type PoolerMode } from './pooler.ts';
import { DirectConnectionError } from './startup-lock.ts';

export interface Database {
  orm: Orm;
  url: string;
  /**
   * A direct connection (DATABASE_DIRECT_URL, else `url`): what needs a session of its own goes here, the LISTEN
   * connection, the mailbox's lock and migrations (decision 139).
   */
  directUrl: string;
  /** The embedded cluster when no DATABASE_URL was given. */
  embedded: EmbeddedDatabase | undefined;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: a direct connection, where DATABASE_URL is a pooler. */
  databaseDirectUrl?: string | undefined;
  /** DATABASE_POOLER: how DATABASE_URL pools; unset, PgBouncer's admin console is asked. */
  databasePooler?: PoolerMode | undefined;
  dataDir: string;
  /** How long to keep trying an unreachable DATABASE_URL (a managed database may be restarting). */
  databaseConnectTimeoutSeconds?: number;
  log?: (line: string) => void;
  /**
   * Work to do while the database starts (the server loads its own code here): called once the embedded
   * PostgreSQL's process is spawned, or at once with DATABASE_URL. Loading modules blocks the thread, so
   * it overlaps PostgreSQL's start only when it begins after the spawn (decision 093).
   */
  whileStarting?: () => void;
}

/** DATABASE_URL when set, else the embedded PostgreSQL in dataDir; migrated either way. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const log = options.log ?? console.log;
  if (options.databaseUrl) options.whileStarting?.();
  const embedded = options.databaseUrl ? undefined : await startEmbeddedDatabase(options.dataDir, { log, whileStarting: options.whileStarting });
  const url = options.databaseUrl ?? embedded!.url;
  const directUrl = options.databaseDirectUrl ?? url;
  try {
    if (options.databaseUrl && !options.databaseDirectUrl) {
      const mode = options.databasePooler ?? (await detectPooler(url));
      if (sessionless(mode)) {
        throw new StartupError(
          `DATABASE_URL goes through a pooler in ${mode} mode, where LISTEN/NOTIFY, advisory locks and migrations break; set DATABASE_DIRECT_URL to a direct connection to PostgreSQL.`,
        );
      }
    }
    const orm = await openWithRetry(url, directUrl, (options.databaseConnectTimeoutSeconds ?? 30) * 1000, log);
    return {
      orm,
      url,
      directUrl,
      embedded,
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * Retries while PostgreSQL is unreachable (refused, reset, starting up), waiting 0.5 s, 1 s, 2 s …
 * at most 5 s between tries, until `timeoutMs` has passed; then one clear line. Other errors (a wrong
 * password, a missing database) will not fix themselves and fail at once.
 */
async function openWithRetry(url: string, directUrl: string, timeoutMs: number, log: (line: string) => void): Promise<Orm> {
  const started = Date.now();
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      // Loaded here, not at the top: the ORM is a large part of start-up's code and loads while PostgreSQL starts.
      const { openDatabase } = await import('./orm.ts');
      return await openDatabase(url, directUrl);
    } catch (error) {
      // Already one line (the start-up lock's holder); the URL it was found at adds nothing.
      if (error instanceof StartupError) throw error;
      const reason = summary(error);
      // Which of the two URLs failed: the direct one is named as such, so the line says which variable to check.
      const direct = error instanceof DirectConnectionError && directUrl !== url;
      const at = direct ? `${where(directUrl, 'DATABASE_DIRECT_URL')} (DATABASE_DIRECT_URL)` : where(url, 'DATABASE_URL');
      if (!isDatabaseUnavailable(error)) throw new StartupError(`Cannot open the database at ${at}: ${reason}`, { cause: error });
      const elapsed = Date.now() - started;
      if (elapsed >= timeoutMs) {
        throw new StartupError(
          `Cannot reach the database at ${at} after ${Math.round(elapsed / 1000)} s (${reason}); check ${direct ? 'DATABASE_DIRECT_URL' : 'DATABASE_URL'}, or raise DATABASE_CONNECT_TIMEOUT_SECONDS.`,
          { cause: error },
        );
      }
      if (attempt === 1) log(`Database at ${at} not reachable yet (${reason}); retrying for up to ${Math.round(timeoutMs / 1000)} s.`);
      // The last wait ends at the timeout, so the last try is made then rather than a wait early.
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, timeoutMs - elapsed)));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

/** host:port/database, never the password. */
function where(url: string, variable: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return `${variable} (not a valid URL)`;
  }
}

function summary(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: { code?: string; message?: string }[] };
  const inner = e.errors?.[0];
  const code = e.code ?? inner?.code;
  const message = (e.message || inner?.message || String(error)).split('\n')[0] ?? '';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
