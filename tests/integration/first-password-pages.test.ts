import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { createServices } from '#server/services.ts';
import { validInquiry } from '../fixtures/records.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// The staff pages read staff data on the server (their data hooks), so the wall must stand there too.
let server: ProductionServer;
let orm: Orm;
let cookie: string;
const TRAVELLER = 'ada.lovelace@example.com';
const COLLEAGUE = 'colleague.private@example.com';

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer();
  orm = await openDatabase(server.databaseUrl);
  const services = createServices(orm.em.fork());
  await services.transaction(async (s) => {
    await s.admins.create({ username: 'colleague', password: 'the colleague passphrase', email: COLLEAGUE });
    await s.admins.create({ username: 'newcomer', password: 'a first password from a colleague', email: 'newcomer@example.com' }, { mustChangePassword: true });
  });
  expect((await server.request('POST', '/api/inquiries', { json: { ...validInquiry, email: TRAVELLER } })).status).toBe(201);
  cookie = await server.signIn('newcomer', 'a first password from a colleague');
}, 300_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

const asNewcomer = (path: string) => server.get(path, { cookie });

describe('a first password on the staff pages', () => {
  it.each(['/admin', '/admin/inquiries', '/admin/packages', '/admin/activity', '/admin/gallery', '/admin/testimonials', '/admin/settings/company', '/admin/settings/texts', '/admin/settings/replies', '/admin/settings/staff'])(
    '%s sends the account to Settings › Your account and shows no staff data',
    async (path) => {
      const page = await asNewcomer(path);
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe('/admin/settings');
      expect(page.body).not.toContain(TRAVELLER);
      // The same page reached by the client router: its data comes as JSON, and must not come.
      const json = await asNewcomer(`${path === '/admin' ? '/admin/index' : `${path}/index`}.pageContext.json`);
      expect(json.body).not.toContain(TRAVELLER);
      expect(json.body).toContain('/admin/settings');
    },
  );

  it('opens Settings for the password change without any colleague’s account in its HTML', async () => {
    const page = await asNewcomer('/admin/settings');
    expect(page.status).toBe(200);
    expect(page.body).toContain('newcomer@example.com');
    expect(page.body).not.toContain(COLLEAGUE);
    expect(page.body).not.toContain(TRAVELLER);
  });
});
