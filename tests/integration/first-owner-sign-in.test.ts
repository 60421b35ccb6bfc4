import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FIRST_MESSAGE, REAL_EMAIL_MESSAGE } from '#lib/domain/staff/own-email.schema.ts';
import { settingsContent } from '#components/admin/settings/settings.content.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// The owner a new install makes from ADMIN_USERNAME/ADMIN_PASSWORD (no ADMIN_EMAIL): the password sits in the
// environment and the e-mail is a placeholder, so its first sign-in is a colleague's (decision 158).
const PRINTED = { username: 'founder', password: 'the password in the environment' };
const OWN = 'a passphrase only the founder knows';
const banner = settingsContent.firstSignIn;

let server: ProductionServer;
let cookie: string;
beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ ADMIN_USERNAME: PRINTED.username, ADMIN_PASSWORD: PRINTED.password });
}, 300_000);
afterAll(() => server?.stop());

const api = (method: string, path: string, json?: unknown) => server.request(method, path, { headers: { cookie }, json });
const page = (path: string) => server.get(path, { cookie });
const parsed = (response: { body: string }) => JSON.parse(response.body);

describe('the bootstrap owner’s first sign-in', () => {
  it('signs in with the printed password into a dashboard that is closed but for Settings', async () => {
    const signedIn = await server.request('POST', '/api/admin/login', { json: PRINTED });
    expect(signedIn.status).toBe(200);
    expect(parsed(signedIn)).toMatchObject({ username: 'founder', email: 'founder@admins.invalid', role: 'owner', mustChangePassword: true, needsEmail: true });
    cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;

    const packages = await api('GET', '/api/admin/packages');
    expect(packages.status).toBe(403);
    expect(parsed(packages)).toEqual({ message: 'Please choose your own password first (Settings)' });
    const overview = await page('/admin');
    expect(overview.status).toBe(302);
    expect(overview.headers.location).toBe('/admin/settings');
    const settings = await page('/admin/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toContain(banner.title);
    expect(settings.body).toContain(banner.password);
    expect(settings.body).toContain(banner.email('founder@admins.invalid'));
    expect(settings.body).toContain('Your E-mail');
  });

  it('refuses a placeholder e-mail and a wrong password on their fields', async () => {
    const placeholder = await api('POST', '/api/admin/email', { email: 'me@example.invalid', currentPassword: PRINTED.password });
    expect(placeholder.status).toBe(400);
    expect(parsed(placeholder).errors).toEqual({ email: REAL_EMAIL_MESSAGE });
    const wrong = await api('POST', '/api/admin/email', { email: 'founder@safari.example', currentPassword: 'not the password at all' });
    expect(wrong.status).toBe(400);
    expect(parsed(wrong).errors).toEqual({ currentPassword: 'The current password is not correct' });
    expect(parsed(await api('GET', '/api/admin/me'))).toMatchObject({ email: 'founder@admins.invalid', needsEmail: true });
  });

  it('stays closed after the password change until a real e-mail is given, the banner naming what is left', async () => {
    const changed = await api('POST', '/api/admin/password', { currentPassword: PRINTED.password, newPassword: OWN, confirmPassword: OWN });
    expect(changed.status).toBe(204);
    const packages = await api('GET', '/api/admin/packages');
    expect(packages.status).toBe(403);
    expect(parsed(packages)).toEqual({ message: EMAIL_FIRST_MESSAGE });
    expect((await page('/admin/inquiries')).headers.location).toBe('/admin/settings');
    const settings = await page('/admin/settings');
    expect(settings.body).toContain(banner.title);
    expect(settings.body).not.toContain(banner.password);
    expect(settings.body).toContain(banner.email('founder@admins.invalid'));
  });

  it('opens the dashboard once the e-mail is given, with no banner left', async () => {
    const given = await api('POST', '/api/admin/email', { email: 'Founder@Safari.example', currentPassword: OWN });
    expect(given.status).toBe(200);
    expect(parsed(given)).toMatchObject({ email: 'founder@safari.example', mustChangePassword: false, needsEmail: false });
    expect((await api('GET', '/api/admin/packages')).status).toBe(200);
    const overview = await page('/admin');
    expect(overview.status).toBe(200);
    expect(overview.body).not.toContain(banner.title);
    const settings = await page('/admin/settings');
    expect(settings.body).not.toContain(banner.title);
    expect(settings.body).not.toContain('Your E-mail');
  });

  it('no longer lets the printed password in; the owner’s own one opens everything at once', async () => {
    expect((await server.request('POST', '/api/admin/login', { json: PRINTED })).status).toBe(401);
    const again = await server.request('POST', '/api/admin/login', { json: { username: 'founder', password: OWN } });
    expect(again.status).toBe(200);
    expect(parsed(again)).toMatchObject({ mustChangePassword: false, needsEmail: false });
  });
});
