import { resolve } from 'node:path';
import * as v from 'valibot';
import { POOLER_MODES, type PoolerMode } from '#database/pooler.ts';
import { FALLBACK_COMPANY_SETTINGS } from '#database/repositories/company-settings.repo.ts';
import { MIN_PASSWORD_LENGTH } from '#lib/domain/staff/admin.schema.ts';
import { DEFAULT_SITE_TIME_ZONE } from '#lib/domain/fields.ts';
import { adminEmail as adminEmailSchema } from '#lib/domain/staff/staff.schema.ts';
import { StartupError } from '#lib/startup-error.server.ts';
import { readMailEnv, type MailSettings } from './mail/mail-env.ts';
import { readImapEnv, type ImapSettings } from './mail/inbound/imap-env.ts';

/**
 * SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL: the company's first contact details, written to the database at the
 * first start (decision 115); the site then shows what Settings holds. And the operator's time zone.
 */
export interface SiteContact {
  phone: string;
  /** Digits only, international format, for wa.me links. */
  whatsapp: string;
  email: string;
  /** The operator's IANA time zone (`SITE_TIMEZONE`): staff read every time in it. */
  timeZone: string;
}

export interface ServerEnv {
  production: boolean;
  port: number;
  databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: a direct connection for what needs a session, where DATABASE_URL is a pooler (decision 139). */
  databaseDirectUrl: string | undefined;
  /** DATABASE_POOLER: how DATABASE_URL pools (`transaction` for PgBouncer's transaction mode); unset, PgBouncer is asked. */
  databasePooler: PoolerMode | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  firstAdmin: { username: string; password: string; email: string } | undefined;
  /** ADMIN_EMAIL: the e-mail of the first admin made at start, the configured one or the embedded default `admin`. */
  adminEmail: string | undefined;
  /** Express's `trust proxy`: off unless the platform's router sets X-Forwarded-*. */
  trustProxy: boolean | number;
  rateLimits: RateLimitSettings;
  site: SiteContact;
  mail: MailSettings;
  /** IMAP_URL: the mailbox travellers answer to, read into the desk (decision 112); unset: no inbound mail. */
  imap: ImapSettings | undefined;
  /**
   * SITE_URL, the public origin (canonical links, sitemap, mail links). Unset: http://localhost:PORT in
   * production, whatever a request says; each request's own in development (server/public-origin.ts).
   */
  siteUrl: string | undefined;
  /** How long start-up keeps trying to reach DATABASE_URL before it gives up. */
  databaseConnectTimeoutSeconds: number;
  /** HEALTH_UNSERVED_SECONDS: /api/health fails after this long without one database success (0: never). */
  healthUnservedSeconds: number;
  /** The operator's time zone: "today" for travel dates. */
  siteTimeZone: string;
  /** CDN_CACHE_SECONDS: how long a CDN may keep a public page (s-maxage); unset or 0, no CDN directives. */
  cdnCacheSeconds: number;
  /** CDN_PURGE_URL and CDN_PURGE_TOKEN: where every content change purges the CDN (cdn-purge.ts); unset, none. */
  cdnPurge: { url: string; token: string | undefined } | undefined;
  /** CDN_PURGE_RETRY_SECONDS: the first wait before a failed purge is tried again (30; doubling up to 15 minutes). */
  cdnPurgeRetrySeconds: number;
  /** SHUTDOWN_DRAIN_SECONDS: after SIGTERM the listener keeps accepting this long (decision 083). */
  shutdownDrainSeconds: number;
}

export interface RateLimitSettings {
  /** Failed sign-ins allowed per address and username per window. */
  loginFailures: number;
  /** Failed sign-ins allowed per address across all usernames per window. */
  loginFailuresPerAddress: number;
  /** Enquiries accepted per address per window. */
  inquiries: number;
  /** "Forgot password?" requests per e-mail address asked about, per window (decision 121). */
  passwordResets: number;
  /** "Forgot password?" requests per client address across all e-mails, per window. */
  passwordResetsPerAddress: number;
  windowSeconds: number;
  /** How long a sign-in or password change that fails waits before it is answered (see `answerFailureAfter`). */
  failureDelayMs: number;
}

function integer(name: string, fallback: number, source: NodeJS.ProcessEnv): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function timeZone(raw: string | undefined): string {
  const zone = raw?.trim() || DEFAULT_SITE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new StartupError(`SITE_TIMEZONE must be an IANA time zone such as ${DEFAULT_SITE_TIME_ZONE}, got "${zone}"`);
  }
  return zone;
}

function trustProxy(raw: string | undefined): boolean | number {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) throw new StartupError(`TRUST_PROXY must be true, false or a number of proxies, got "${raw}"`);
  return hops;
}

function siteUrl(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StartupError(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  return url.origin;
}

function adminEmail(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const result = v.safeParse(adminEmailSchema, value);
  if (!result.success) throw new StartupError(`ADMIN_EMAIL must be an e-mail address, got "${value}"`);
  return result.output;
}

/** Requests need time to finish after the accept window, within the platform's 10 s. */
const MAX_SHUTDOWN_DRAIN_SECONDS = 6;

function shutdownDrainSeconds(source: NodeJS.ProcessEnv): number {
  const seconds = integer('SHUTDOWN_DRAIN_SECONDS', 3, source);
  if (seconds > MAX_SHUTDOWN_DRAIN_SECONDS) throw new StartupError(`SHUTDOWN_DRAIN_SECONDS must be at most ${MAX_SHUTDOWN_DRAIN_SECONDS}, got "${seconds}"`);
  return seconds;
}

function directUrl(raw: string | undefined, databaseUrl: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!databaseUrl) throw new StartupError('DATABASE_DIRECT_URL is set without DATABASE_URL; set both, or neither for the embedded database.');
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
    throw new StartupError('DATABASE_DIRECT_URL must be a postgres:// URL of a direct connection to PostgreSQL (host, port and database).');
  }
  return value;
}

function pooler(raw: string | undefined): PoolerMode | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!(POOLER_MODES as string[]).includes(value)) throw new StartupError(`DATABASE_POOLER must be one of ${POOLER_MODES.join(', ')}, got "${value}"`);
  return value as PoolerMode;
}

function cdnPurge(source: NodeJS.ProcessEnv): ServerEnv['cdnPurge'] {
  const raw = source.CDN_PURGE_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new StartupError(`CDN_PURGE_URL must be an absolute http(s) URL, got "${raw}"`);
  return { url: url.toString(), token: source.CDN_PURGE_TOKEN?.trim() || undefined };
}

/** Reads and checks the environment once, at start; a bad value stops the server with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const production = source.NODE_ENV !== 'development';
  const databaseUrl = source.DATABASE_URL || undefined;
  const sessionSecret = source.SESSION_SECRET || undefined;
  if (source.NODE_ENV === 'production' && databaseUrl && !sessionSecret) {
    throw new StartupError('SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set.');
  }
  if (sessionSecret && sessionSecret.length < 32) throw new StartupError('SESSION_SECRET must be at least 32 characters.');

  const username = source.ADMIN_USERNAME?.trim();
  const password = source.ADMIN_PASSWORD;
  if (Boolean(username) !== Boolean(password)) throw new StartupError('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  if (password && password.length < MIN_PASSWORD_LENGTH) throw new StartupError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);

  const email = adminEmail(source.ADMIN_EMAIL);
  const port = integer('PORT', 3000, source);
  const siteEmail = source.SITE_EMAIL || FALLBACK_COMPANY_SETTINGS.email;
  const siteTimeZone = timeZone(source.SITE_TIMEZONE);
  const publicOrigin = siteUrl(source.SITE_URL);
  const imap = readImapEnv(source);
  const purge = cdnPurge(source);
  if (purge && !publicOrigin) throw new StartupError('CDN_PURGE_URL needs SITE_URL: a purge names the public URLs the CDN keeps.');
  return {
    production,
    port,
    databaseUrl,
    databaseDirectUrl: directUrl(source.DATABASE_DIRECT_URL, databaseUrl),
    databasePooler: pooler(source.DATABASE_POOLER),
    dataDir: resolve(source.DATA_DIR || '.data'),
    sessionSecret,
    firstAdmin: username && password
      ? { username, password, email: email ?? `${username}@admins.invalid` }
      : undefined,
    adminEmail: email,
    trustProxy: trustProxy(source.TRUST_PROXY),
    rateLimits: {
      loginFailures: integer('RATE_LIMIT_LOGIN_FAILURES', 10, source),
      loginFailuresPerAddress: integer('RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS', 30, source),
      inquiries: integer('RATE_LIMIT_INQUIRIES', 20, source),
      passwordResets: integer('RATE_LIMIT_PASSWORD_RESETS', 3, source),
      passwordResetsPerAddress: integer('RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS', 10, source),
      windowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', 15 * 60, source),
      failureDelayMs: integer('RATE_LIMIT_FAILURE_DELAY_MS', 1000, source),
    },
    siteUrl: publicOrigin,
    databaseConnectTimeoutSeconds: integer('DATABASE_CONNECT_TIMEOUT_SECONDS', 30, source),
    healthUnservedSeconds: integer('HEALTH_UNSERVED_SECONDS', 60, source),
    siteTimeZone,
    shutdownDrainSeconds: shutdownDrainSeconds(source),
    cdnCacheSeconds: integer('CDN_CACHE_SECONDS', 0, source),
    cdnPurge: purge,
    cdnPurgeRetrySeconds: integer('CDN_PURGE_RETRY_SECONDS', 30, source),
    site: {
      phone: source.SITE_PHONE || FALLBACK_COMPANY_SETTINGS.phone,
      whatsapp: (source.SITE_WHATSAPP || source.SITE_PHONE || FALLBACK_COMPANY_SETTINGS.phone).replace(/\D/g, ''),
      email: siteEmail,
      timeZone: siteTimeZone,
    },
    mail: { ...readMailEnv(source, { production, port, siteEmail, siteUrl: publicOrigin }), inboundAddress: imap?.address },
    imap,
  };
}
