import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { createServices } from '#server/services.ts';
import { validInquiry } from '../fixtures/records.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// The staff pages render on the server: what a staff account may not do must not be offered in their HTML.
let server: ProductionServer;
let orm: Orm;
let inquiryId: string;
const cookies: Record<'owner' | 'staff', string> = { owner: '', staff: '' };
const COLLEAGUE = 'colleague.private@example.com';

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer();
  orm = await openDatabase(server.databaseUrl);
  await createServices(orm.em.fork()).transaction(async (s) => {
    await s.admins.create({ username: 'the.owner', password: 'the owner passphrase', email: 'owner@example.com' }, { role: 'owner' });
    await s.admins.create({ username: 'the.guide', password: 'the guide passphrase', email: 'guide@example.com' }, { role: 'staff' });
    await s.admins.create({ username: 'colleague', password: 'the colleague passphrase', email: COLLEAGUE }, { role: 'staff' });
  });
  const created = await server.request('POST', '/api/inquiries', { json: { ...validInquiry, email: 'ada@example.com' } });
  inquiryId = JSON.parse(created.body).id;
  for (const [who, username, password] of [['owner', 'the.owner', 'the owner passphrase'], ['staff', 'the.guide', 'the guide passphrase']] as const) {
    cookies[who] = await server.signIn(username, password);
  }
}, 300_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

const page = (who: 'owner' | 'staff', path: string) => server.get(path, { cookie: cookies[who] });

describe('owner-only actions on the staff pages', () => {
  it('Settings lists the accounts to an owner only; staff see their own account and role', async () => {
    const owner = await page('owner', '/admin/settings/staff');
    expect(owner.body).toContain('Staff Accounts');
    expect(owner.body).toContain(COLLEAGUE);
    expect((await page('owner', '/admin/settings')).body).toContain('href="/admin/settings/staff"');
    const staff = await page('staff', '/admin/settings');
    expect(staff.status).toBe(200);
    expect(staff.body).toContain('Change Password');
    // Staff get no link to the owner's sections, and the address itself says whose it is.
    expect(staff.body).toContain('href="/admin/settings/replies"');
    expect(staff.body).not.toContain('href="/admin/settings/staff"');
    const staffList = await page('staff', '/admin/settings/staff');
    expect(staffList.status).toBe(200);
    expect(staffList.body).toContain('Only an owner can open this page');
    expect(staffList.body).not.toContain('Staff Accounts');
    expect(staffList.body).not.toContain(COLLEAGUE);
    // Nor in the data the client router fetches for the same pages.
    expect((await page('staff', '/admin/settings/index.pageContext.json')).body).not.toContain(COLLEAGUE);
    expect((await page('staff', '/admin/settings/staff/index.pageContext.json')).body).not.toContain(COLLEAGUE);
  });

  it('the desk offers the export and the erasure to an owner only', async () => {
    expect((await page('owner', '/admin/inquiries')).body).toContain('/api/admin/inquiries/export');
    const staffList = await page('staff', '/admin/inquiries');
    expect(staffList.status).toBe(200);
    expect(staffList.body).not.toContain('/api/admin/inquiries/export');
    expect((await page('owner', `/admin/inquiries/${inquiryId}`)).body).toContain('id="erase-heading"');
    const staffDetail = await page('staff', `/admin/inquiries/${inquiryId}`);
    expect(staffDetail.status).toBe(200);
    expect(staffDetail.body).not.toContain('id="erase-heading"');
  });
});

describe('the page a password link opens', () => {
  it('says plainly that an unknown link no longer works, with the way to a new one', async () => {
    const response = await server.get(`/admin/reset/${'A'.repeat(43)}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.body).toContain('This link no longer works');
    expect(response.body).toContain('href="/admin/reset"');
  });

  it('the login page leads to "Forgot password?"', async () => {
    const login = await server.get('/admin/login');
    expect(login.body).toMatch(/<a href="\/admin\/reset"[^>]*>Forgot password\?<\/a>/);
  });
});
