import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { seedSiteSettings } from '#server/seeds/site-settings.seed.ts';
import { createApp } from '#server/app.ts';
import { listenForContentChanges } from '#server/cache/content-changes.ts';
import { PublicCache } from '#server/cache/public-cache.ts';
import type { RateLimitSettings } from '#server/env.ts';
import { createServices, type Services } from '#server/services.ts';
import type { Mailer, MailerOptions } from '#server/mail/mailer.ts';
import { startMailer as startMailerWithJobs } from '#server/jobs/index.ts';
import type { MailSettings } from '#server/mail/mail-env.ts';
import { tmpdir } from 'node:os';
import { createDatabaseFrom, databaseUrl, dropDatabaseNamed } from './template-database.ts';
import type { ImageStorage } from '#server/images/image-storage.ts';
import type { HealthSettings } from '#server/api/health.routes.ts';
import type { AdminRole } from '#lib/domain/staff/staff.schema.ts';
import { registered } from '#server/features/index.ts';

/** How a test file's app sends mail: by default it only queues (no worker), as with MAIL_WORKER=off. */
export interface TestMailOptions {
  work?: boolean;
  settings?: Partial<MailSettings>;
  transport?: MailerOptions['transport'];
  retries?: MailerOptions['retries'];
}

const TEST_SITE = { phone: '+27 00 000 0000', whatsapp: '27000000000', email: 'test@example.com', timeZone: 'Africa/Johannesburg' };

export interface TestApp {
  baseUrl: string;
  /** The app's own database (another app may share it: `shareDatabaseWith`), also for the mail queue. */
  databaseUrl: string;
  /** The public cache, when started with `publicCache: true`. */
  publicCache: PublicCache | undefined;
  server: Server;
  orm: Orm;
  mailer: Mailer;
  /** Another process's mailer on the same database (e.g. a worker started after a crash); the caller stops it. */
  startMailer(options?: TestMailOptions): Promise<Mailer>;
  /** Repositories on a fresh EntityManager, for arranging and checking data directly. */
  services(): Services;
  /** A visitor with their own cookie jar. */
  client(): TestClient;
  /** A client already signed in as a new admin: an owner unless `role` says staff. */
  signedInAdmin(options?: { role?: AdminRole }): Promise<{ client: TestClient; username: string; password: string; id: string }>;
  close(): Promise<void>;
}

/**
 * The API as production runs it (same app, same middleware, migrations applied the production
 * way) on a database of its own, so test files never see each other's rows.
 */
export async function startTestApp(
  options: {
    rateLimits?: Partial<RateLimitSettings>;
    mail?: TestMailOptions;
    imageStorage?: ImageStorage;
    publicCache?: boolean;
    shareDatabaseWith?: TestApp;
    /** Another PostgreSQL than the run's shared one (a test that stops its database). */
    adminUrl?: string;
    trustProxy?: boolean | number;
    httpsOnly?: boolean;
    /** Liveness's patience (HEALTH_UNSERVED_SECONDS); production's default if omitted. */
    health?: HealthSettings;
  } = {},
): Promise<TestApp> {
  const adminUrl = options.adminUrl ?? inject('databaseAdminUrl');
  // A copy of the run's migrated template (decision 148); a cluster of the test's own starts empty and migrates.
  const template = options.adminUrl ? undefined : inject('databaseTemplate');
  const database = options.shareDatabaseWith ? undefined : await createDatabaseFrom(adminUrl, 'test', template);
  const name = database ?? `test_${randomBytes(6).toString('hex')}`;
  const url = new URL(options.shareDatabaseWith?.databaseUrl ?? databaseUrl(adminUrl, name));

  const orm = await openDatabase(url.toString());
  // As server/index.ts does at start: the environment's contact details are the first company settings.
  await seedSiteSettings(orm.em.fork(), TEST_SITE);
  const startMailer = (mail: TestMailOptions = {}) =>
    startMailerWithJobs(registered, {
      orm,
      databaseUrl: url.toString(),
      dataDir: join(tmpdir(), name),
      site: TEST_SITE,
      settings: {
        smtpUrl: undefined,
        from: 'African Safari Tours <hello@safari.example>',
        notifyEmail: 'desk@safari.example',
        siteUrl: 'https://safari.example',
        worker: mail.work ?? false,
        warnings: [],
        ...mail.settings,
      },
      work: mail.work ?? false,
      transport: mail.transport,
      retries: mail.retries,
      pollingIntervalSeconds: 0.5,
    });
  const mailer = await startMailer(options.mail);
  const sessionPool = new pg.Pool({ connectionString: url.toString(), max: 3, connectionTimeoutMillis: 5000 });
  sessionPool.on('error', () => {});
  // As production runs it: a cache that serves nothing until it hears other processes' changes.
  const publicCache = options.publicCache ? new PublicCache({ listening: false }) : undefined;
  const listener = publicCache ? listenForContentChanges(url.toString(), publicCache) : undefined;
  await listener?.ready;
  const app = createApp({
    orm,
    sessionPool,
    sessionSecret: randomBytes(32).toString('hex'),
    rateLimits: { loginFailures: 1000, loginFailuresPerAddress: 1000, inquiries: 1000, passwordResets: 1000, passwordResetsPerAddress: 1000, windowSeconds: 900, failureDelayMs: 0, ...options.rateLimits },
    site: TEST_SITE,
    trustProxy: options.trustProxy ?? false,
    httpsOnly: options.httpsOnly,
    health: options.health,
    mailer,
    imageStorage: options.imageStorage,
    pages: false,
    publicCache,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let admins = 0;

  const testApp: TestApp = {
    baseUrl,
    databaseUrl: url.toString(),
    publicCache,
    server,
    orm,
    mailer,
    startMailer,
    services: () => createServices(orm.em.fork()),
    client: () => new TestClient(baseUrl),
    async signedInAdmin({ role = 'owner' }: { role?: AdminRole } = {}) {
      const username = `admin${++admins}${randomBytes(3).toString("hex")}`;
      const password = `correct horse battery ${admins}`;
      const services = testApp.services();
      const { id } = await services.admins.create({ username, password, email: `${username}@example.com` }, { role });
      await services.commit();
      const client = new TestClient(baseUrl);
      const response = await client.post('/api/admin/login', { username, password });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return { client, username, password, id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await listener?.close();
      await sessionPool.end();
      await mailer.stop();
      await orm.close();
      if (database) await dropDatabaseNamed(adminUrl, database);
    },
  };
  return testApp;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body (undefined when there is none). */
  body: any;
}

/** fetch with a cookie jar and, like a browser on our pages, a same-origin Origin header. */
export class TestClient {
  cookie: string | undefined;
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(method: string, path: string, init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    } else if (init.raw !== undefined) headers['Content-Type'] ??= 'application/json';
    return this.send(method, path, headers, body);
  }

  /** A multipart form, as a browser's upload sends it (fetch sets the boundary's Content-Type). */
  postForm(path: string, form: FormData): Promise<TestResponse> {
    return this.send('POST', path, {}, form);
  }

  /** Every request goes out here: the same Origin and cookie jar whatever its body. */
  private async send(method: string, path: string, extra: Record<string, string>, body: string | FormData | undefined): Promise<TestResponse> {
    const headers: Record<string, string> = { Origin: this.baseUrl, ...extra };
    if (this.cookie) headers.Cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie()[0];
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, { body, headers });
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', path, { body, headers });
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, { body, headers });
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, { headers });
}
