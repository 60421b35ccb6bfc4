import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

declare module 'express-session' {
  interface SessionData {
    adminId: string;
  }
}

export const SESSION_COOKIE = 'safari.sid';
const TABLE = 'sessions';
const EIGHT_HOURS = 8 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (the `sessions` table) so any server process can serve any request. */
export function sessionMiddleware(options: { pool: pg.Pool; secret: string; secureCookie: boolean }) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    // No pruning timer in every process: the housekeeping sweep, one pg-boss job at a time, prunes (pruneSessions).
    store: new PgStore({ pool: options.pool, tableName: TABLE, pruneSessionInterval: false }),
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // 'auto' would trust X-Forwarded-Proto even without a proxy; be explicit instead.
      secure: options.secureCookie ? 'auto' : false,
      maxAge: EIGHT_HOURS,
    },
  });
}

/** Deletes the expired sessions; run by the housekeeping sweep, in one process per occurrence (issue 32). */
export async function pruneSessions(execute: (sql: string) => Promise<{ affectedRows?: number }>): Promise<number> {
  const result = await execute(`delete from ${TABLE} where expire < now()`);
  return Number(result.affectedRows ?? 0);
}

/**
 * Ends every stored session of one admin at once (deactivated, or a changed password), except `keep`
 * (the session that changed it). Here because the table and the `adminId` key are this module's.
 */
export async function endAdminSessions(pool: pg.Pool, adminId: string, keep?: string) {
  await pool.query(`delete from ${TABLE} where sess->>'adminId' = $1 and sid is distinct from $2`, [adminId, keep ?? null]);
}
