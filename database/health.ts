import { isDatabaseUnavailable } from './errors.ts';

/**
 * What this process has lately seen of PostgreSQL: when a statement last succeeded and since when
 * every one has failed. `/api/health` reads it to tell "a short outage" (keep running, it heals)
 * from "this process has served nothing for a long time" (let the platform restart it).
 */
export class DatabaseHealth {
  /** The first failure after the last success; undefined while things work. */
  private failingSince: number | undefined;

  succeeded(): void {
    this.failingSince = undefined;
  }

  /** Only "cannot reach or cannot serve now" counts: a constraint violation is a healthy database's answer. */
  failed(error: unknown): void {
    if (!isDatabaseUnavailable(error)) return;
    this.failingSince ??= Date.now();
  }

  /** Milliseconds without one success while statements failed; 0 when the last statement worked. */
  unservedForMs(now = Date.now()): number {
    return this.failingSince === undefined ? 0 : now - this.failingSince;
  }
}
