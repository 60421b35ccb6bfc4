import pg from 'pg';
import { openDatabase } from '#database/orm.ts';
import { createApp } from '#server/app.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { routeTable } from '#server/route-table.ts';

/**
 * Every /api route the server has, with its full mount path ("GET /api/admin/inquiries/:id"), read from
 * an app built the way the server builds it, on the soak's database, then closed. Nothing is served: the
 * mail queue is never touched while building, so the app gets a mailer with no queue behind it.
 */
export async function discoverRoutes(databaseUrl: string): Promise<string[]> {
  const orm = await openDatabase(databaseUrl);
  const sessionPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const app = createApp({
      orm,
      sessionPool,
      sessionSecret: 'route listing only, never serves a request',
      rateLimits: { loginFailures: 1, loginFailuresPerAddress: 1, inquiries: 1, passwordResets: 1, passwordResetsPerAddress: 1, windowSeconds: 1, failureDelayMs: 0 },
      site: { phone: '', whatsapp: '', email: 'soak@soak.invalid', timeZone: 'UTC' },
      trustProxy: false,
      mailer: { settings: { warnings: [] } } as unknown as Mailer,
      pages: false,
    });
    return routeTable(app).filter((route) => / \/api\//.test(route));
  } finally {
    await sessionPool.end();
    await orm.close();
  }
}
