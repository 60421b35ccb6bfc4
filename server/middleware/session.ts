import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

declare module 'express-session' {
  interface SessionData {
    adminId: string;
  }
}

export const SESSION_COOKIE = 'safari.sid';
const EIGHT_HOURS = 8 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (the `sessions` table) so any server process can serve any request. */
export function sessionMiddleware(options: { pool: pg.Pool; secret: string; secureCookie: boolean }) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new PgStore({ pool: options.pool, tableName: 'sessions', pruneSessionInterval: 15 * 60 }),
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
