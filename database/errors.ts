/**
 * Reading PostgreSQL failures, wherever they surface (MikroORM's DriverException copies the
 * driver's `code`; `pg` and connect-pg-simple pass raw errors; a refused connection may arrive as
 * an AggregateError of one error per address tried).
 */

/** Network failures: the server is stopped, restarting, or the network between is down. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/**
 * SQLSTATEs that mean "not now" rather than "wrong": connection exceptions (class 08), too many
 * connections (53300), the server shutting down or starting up (57P01-57P03), and read-only
 * standby (25006) during a fail-over. Not 08P01 (protocol violation): PostgreSQL answers it to a
 * text parameter holding a NUL byte, on a connection that stays usable; retrying cannot help.
 */
const UNAVAILABLE_SQLSTATE = /^(08(?!P01)...|53300|57P0[1-3]|25006)$/;

/** Messages `pg` uses for a connection that died, which carry no code. */
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

function codes(error: unknown, depth = 0): { code?: string; message?: string }[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown; previous?: unknown };
  const own = { code: typeof e.code === 'string' ? e.code : undefined, message: typeof e.message === 'string' ? e.message : undefined };
  const nested = [
    ...(Array.isArray(e.errors) ? e.errors : []),
    e.cause,
    e.previous,
  ].flatMap((inner) => codes(inner, depth + 1));
  return [own, ...nested];
}

/** True when the error says PostgreSQL cannot be reached or cannot serve now; the request may be retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return codes(error).some(({ code, message }) =>
    (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) || (message !== undefined && UNAVAILABLE_MESSAGE.test(message)),
  );
}

/** SQLSTATE class 22 (data exception) or a NUL in a text parameter (08P01): bad input that got past a schema. */
export function isDataError(error: unknown): boolean {
  return codes(error).some(({ code }) => code !== undefined && /^(22[0-9A-Z]{3}|08P01)$/.test(code));
}
