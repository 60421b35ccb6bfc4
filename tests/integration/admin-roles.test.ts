import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '#server/seeds/first-admin.ts';
import { isOwnerOnly, OWNER_ONLY_MESSAGE } from '#lib/admin-roles.ts';
import { API_ROUTE_LIST } from '#lib/api-routes.ts';
import { LAST_OWNER } from '#server/features/accounts/admin-staff.routes.ts';
import { routesOf, SOME_ID } from '../setup/app-routes.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let routes: string[];

beforeAll(async () => {
  app = await startTestApp();
  owner = (await app.signedInAdmin()).client;
  staff = (await app.signedInAdmin({ role: 'staff' })).client;
  routes = routesOf(app.server.listeners('request')[0] as Express).filter((route) => / \/api\/admin\//.test(route));
});
afterAll(() => app?.close());

const split = (route: string) => route.split(' ') as [string, string];
const call = (client: TestClient, route: string) => {
  const [method, path] = split(route);
  return client.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
};

let n = 0;
const colleague = (role?: 'owner' | 'staff') => ({ username: `guide.${++n}`, email: `guide${n}@example.com`, password: 'first password 123', ...(role ? { role } : {}) });

describe('owner-only routes (lib/api-routes.ts)', () => {
  it('finds every owner route in the running app', () => {
    const owners = routes.filter((route) => isOwnerOnly(split(route)[0], split(route)[1].replace(/^\/api/, '')));
    expect(owners).toEqual(
      expect.arrayContaining([
        'GET /api/admin/admins',
        'POST /api/admin/admins',
        `PATCH /api/admin/admins/${SOME_ID}`,
        `POST /api/admin/admins/${SOME_ID}/password-reset`,
        'GET /api/admin/inquiries/export',
        `DELETE /api/admin/inquiries/${SOME_ID}`,
        'GET /api/admin/settings/company',
        'PUT /api/admin/settings/company',
        'PUT /api/admin/content/faq',
        'PUT /api/admin/content/terms',
        `POST /api/admin/bookings/${SOME_ID}/payments`,
        `POST /api/admin/bookings/${SOME_ID}/refunds`,
        `POST /api/admin/bookings/${SOME_ID}/cancel`,
        `POST /api/admin/payments/${SOME_ID}/void`,
      ]),
    );
  });

  it('has a route for every owner entry of the table, and calls owner-only exactly those entries', () => {
    const declared = API_ROUTE_LIST.filter((entry) => entry.role === 'owner').map((entry) => `${entry.method} /api${entry.path.replace(/:\w+/g, SOME_ID)}`);
    expect(routes).toEqual(expect.arrayContaining(declared));
    expect(routes.filter((route) => isOwnerOnly(split(route)[0], split(route)[1].replace(/^\/api/, ''))).sort()).toEqual([...declared].sort());
  });

  it('answers 403 with the error body to staff on every owner route, and lets an owner through', async () => {
    const owners = routes.filter((route) => isOwnerOnly(split(route)[0], split(route)[1].replace(/^\/api/, '')));
    for (const route of owners) {
      const refused = await call(staff, route);
      expect({ route, status: refused.status, body: refused.body }).toEqual({ route, status: 403, body: { message: OWNER_ONLY_MESSAGE } });
      // Empty bodies and a made-up id: an owner gets past the role check to the route's own 400 or 404.
      expect({ route, status: (await call(owner, route)).status }).not.toEqual({ route, status: 403 });
    }
  });

  it('keeps every other read open to staff: the table refuses only what it lists', async () => {
    const reads = routes.filter((route) => route.startsWith('GET ') && !isOwnerOnly('GET', split(route)[1].replace(/^\/api/, '')));
    expect(reads).toEqual(expect.arrayContaining(['GET /api/admin/me', 'GET /api/admin/inquiries', 'GET /api/admin/packages']));
    for (const route of reads) expect({ route, status: (await call(staff, route)).status }).not.toEqual({ route, status: 403 });
  });

  it('refuses staff however the path is spelt', async () => {
    for (const path of ['/api/admin/ADMINS', '/api/admin/admins/', '/api/Admin/Admins', '/api/admin//admins', '/api/admin/inquiries/EXPORT']) {
      const response = await staff.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    expect((await staff.get('/api/admin/%61dmins')).status).not.toBe(200);
  });
});

describe('roles of accounts', () => {
  it('makes the first admin at start an owner, configured or invented for the embedded database', async () => {
    const configured = { username: 'first.owner', password: 'first owner password', email: 'first.owner@example.com' };
    await ensureFirstAdmin(app.orm.em.fork(), { configured, embedded: false, log: () => {} });
    const rows = await app.services().em.execute<{ role: string }[]>("select role from admins where username = 'first.owner'");
    expect(rows).toEqual([{ role: 'owner' }]);
    const empty = await startTestApp();
    try {
      await ensureFirstAdmin(empty.orm.em.fork(), { configured: undefined, embedded: true, log: () => {} });
      expect(await empty.services().em.execute("select username, role from admins")).toEqual([{ username: 'admin', role: 'owner' }]);
    } finally {
      await empty.close();
    }
  });

  it('makes every account that existed before the upgrade an owner, so nobody loses access', async () => {
    const upgraded = await startTestApp();
    try {
      const migration = ['Migration20261124123000_RolesPasswordReset'];
      await upgraded.orm.migrator.down({ migrations: migration });
      await upgraded.services().em.execute(
        "insert into admins (id, username, password, email, is_active, must_change_password, created_at) values (gen_random_uuid(), 'before.roles', 'x', 'before.roles@example.com', true, false, now())",
      );
      await upgraded.orm.migrator.up({ migrations: migration });
      expect(await upgraded.services().em.execute('select username, role from admins')).toEqual([{ username: 'before.roles', role: 'owner' }]);
    } finally {
      await upgraded.close();
    }
  });

  it('gives a new row the column’s default of staff: only the upgrade made owners of existing accounts', async () => {
    await app.services().em.execute(
      "insert into admins (id, username, password, email, is_active, must_change_password, created_at) values (gen_random_uuid(), 'raw.row', 'x', 'raw.row@example.com', true, false, now())",
    );
    expect(await app.services().em.execute("select role from admins where username = 'raw.row'")).toEqual([{ role: 'staff' }]);
  });

  it('makes a new account staff unless an owner says owner, and refuses any other role', async () => {
    const plain = await owner.post('/api/admin/admins', colleague());
    expect(plain.status).toBe(201);
    expect(plain.body.role).toBe('staff');
    const made = await owner.post('/api/admin/admins', colleague('owner'));
    expect(made.body.role).toBe('owner');
    const bad = await owner.post('/api/admin/admins', { ...colleague(), role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.role).toBe('Choose owner or staff');
    expect((await staff.get('/api/admin/me')).body.role).toBe('staff');
  });

  it('a role change takes effect at the account’s next request, without signing in again', async () => {
    const input = colleague('owner');
    const { id } = (await owner.post('/api/admin/admins', input)).body;
    const them = app.client();
    await them.post('/api/admin/login', { username: input.username, password: input.password });
    const own = 'a password of their own';
    await them.post('/api/admin/password', { currentPassword: input.password, newPassword: own, confirmPassword: own });
    expect((await them.get('/api/admin/admins')).status).toBe(200);

    expect((await owner.patch(`/api/admin/admins/${id}`, { role: 'staff' })).body.role).toBe('staff');
    expect((await them.get('/api/admin/admins')).status).toBe(403);
    expect((await them.get('/api/admin/inquiries')).status).toBe(200);
    await owner.patch(`/api/admin/admins/${id}`, { role: 'owner' });
    expect((await them.get('/api/admin/admins')).status).toBe(200);
  });
});

// Nine accounts made and signed in, each ~200 ms of scrypt and as long of rest: 29-30 s beside other files on two cores.
describe('the last owner', { timeout: 60_000 }, () => {
  let solo: TestApp;
  afterAll(() => solo?.close());

  it('cannot be demoted, and two owners demoting or deactivating each other at once leave one owner', async () => {
    solo = await startTestApp();
    const a = await solo.signedInAdmin();

    const alone = await a.client.patch(`/api/admin/admins/${a.id}`, { role: 'staff' });
    expect(alone.status).toBe(409);
    expect(alone.body).toEqual({ message: LAST_OWNER, errors: { role: LAST_OWNER } });

    // Whichever commits first wins; the other is refused by the lock's count (409) or, arriving later, by
    // having lost the role (403) or the account (401). Either way one owner is left.
    for (const change of [{ role: 'staff' }, { isActive: false }, { role: 'staff' }, { isActive: false }]) {
      // Exactly two owners, c and d (every earlier account made staff directly in the database).
      const c = await solo.signedInAdmin();
      const d = await solo.signedInAdmin();
      await solo.services().em.execute("update admins set role = 'staff' where id not in (?, ?)", [c.id, d.id]);
      const [cd, dc] = await Promise.all([c.client.patch(`/api/admin/admins/${d.id}`, change), d.client.patch(`/api/admin/admins/${c.id}`, change)]);
      const statuses = [cd.status, dc.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const left = await solo.services().em.execute<{ n: string }[]>("select count(*) as n from admins where role = 'owner' and is_active");
      expect(Number(left[0]!.n)).toBe(1);
    }
  });
});
