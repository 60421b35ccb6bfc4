import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildOnce, createDatabase, dropDatabase, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

const STAFF = { username: 'first-owner', password: 'a long enough password 1' };

let databaseUrl: string;
const servers: ProductionServer[] = [];
beforeAll(async () => {
  buildOnce();
  databaseUrl = await createDatabase();
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('processes started at the same moment on a fresh database', () => {
  it('all come up: one migrates while the others wait, and the first admin and settings are written once', async () => {
    const env = { ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, SITE_PHONE: '+27 11 222 3333' };
    const started = await Promise.allSettled([1, 2, 3].map(() => startProductionServer(env, { databaseUrl })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);

    for (const server of servers) {
      expect((await server.get('/api/health')).status).toBe(200);
      const signIn = await server.request('POST', '/api/admin/login', { json: STAFF });
      expect(signIn.status).toBe(200);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ admins: number; settings: number }>(
        'select (select count(*)::int from admins) as admins, (select count(*)::int from company_settings) as settings',
      );
      expect(rows[0]).toEqual({ admins: 1, settings: 1 });
    } finally {
      await db.end();
    }
  }, 120_000);
});
