import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ensureFirstAdmin } from '#server/seeds/first-admin.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
// Each test starts from a database without admins, whatever ran before it.
beforeEach(async () => {
  await app.orm.em.getConnection().execute('delete from admins');
});

it('never invents an admin for a DATABASE_URL database', async () => {
  await ensureFirstAdmin(app.orm.em.fork(), { configured: undefined, embedded: false, log: () => {} });
  expect(await app.services().admins.count()).toBe(0);
});

it('creates `admin` with a random password shown once on an empty embedded database', async () => {
  const lines: string[] = [];
  await ensureFirstAdmin(app.orm.em.fork(), { configured: undefined, embedded: true, log: (m) => lines.push(m) });
  const password = /password: (\S+)/.exec(lines.join('\n'))?.[1];
  expect(password).toBeDefined();
  expect(password!.length).toBeGreaterThanOrEqual(16);
  expect(await app.services().admins.authenticate('admin', password!)).not.toBeNull();
  expect((await app.services().admins.list()).map((a) => a.email)).toEqual(['admin@admins.invalid']);
});

it('gives the invented `admin` the e-mail from ADMIN_EMAIL when it is set', async () => {
  await ensureFirstAdmin(app.orm.em.fork(), { configured: undefined, embedded: true, email: 'owner@safari.example', log: () => {} });
  expect((await app.services().admins.list()).map((a) => [a.username, a.email])).toEqual([['admin', 'owner@safari.example']]);
});
