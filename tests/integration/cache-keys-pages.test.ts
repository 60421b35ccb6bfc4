import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// The production server with its render cache: what is shared between visitors, and what never is.
let server: ProductionServer;
let cookie: string;
const STAFF = { username: 'cache-keeper', password: 'a long staff passphrase' };

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password });
  cookie = await signInFirstOwner(server, STAFF);
  // A featured package for the home page (a DATABASE_URL database gets no demo content).
  const created = await server.request('POST', '/api/admin/packages', {
    headers: { cookie },
    json: { name: 'Elegant Safari Experience', type: 'elegant', price: 4850, duration: '7 days', description: 'Lodges and game drives.', features: ['Game drives'], accommodation: 'Lodge', groupSize: '2-8' },
  });
  expect(created.status).toBe(201);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('the render cache and tracking links (issue 19)', () => {
  it('answers a tracking link from the plain page’s cache entry instead of rendering it', async () => {
    const first = await server.get(`/?utm_source=newsletter&fbclid=${Date.now()}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Elegant Safari Experience');
    // A change made behind the server's back (no change notice): only a fresh render could show it.
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query(`update packages set name = 'Quietly Renamed Safari' where name = 'Elegant Safari Experience'`);
    await db.end();
    for (const path of ['/', '/?gclid=a-new-click', '/?fbclid=another&utm_campaign=june', '/?unknown=1']) {
      const later = await server.get(path);
      expect(later.headers.etag, path).toBe(first.headers.etag);
      expect(later.body, path).not.toContain('Quietly Renamed Safari');
    }
  });

  it('keeps apart what a page reads from the query', async () => {
    // An activity's Book button names the activity on the contact form (pages/(site)/contact/+data.ts).
    const chosen = await server.get('/contact?about=panorama-route&utm_medium=social');
    const plain = await server.get('/contact');
    expect(chosen.status).toBe(200);
    expect(chosen.body).toContain('Panorama Route');
    expect(chosen.headers.etag).not.toBe(plain.headers.etag);
    expect((await server.get('/contact?utm_medium=x&about=panorama-route')).headers.etag).toBe(chosen.headers.etag);
  });
});

describe('staff pages (issue 20)', () => {
  it('are rendered for each request, never stored for the next visitor', async () => {
    const overview = await server.get('/admin', { cookie });
    expect(overview.status).toBe(200);
    expect(overview.headers['cache-control']).toMatch(/no-store/);
    expect(overview.body).toContain(STAFF.username);
    // The same URL without the staff cookie: the sign-in redirect, not the staff page that was just rendered.
    const anonymous = await server.get('/admin');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    expect(anonymous.body).not.toContain(STAFF.username);
    const again = await server.get('/admin/inquiries', { cookie });
    expect(again.headers.etag).toBeUndefined();
  });
});
