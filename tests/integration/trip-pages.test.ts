import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { crossBorderTrip, unpricedTrip } from '../e2e/support/trip-fixture.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const sitemapEntries = async () => {
  const response = await app.client().get('/sitemap.xml');
  expect(response.status).toBe(200);
  return new Map([...response.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map(([, loc, day]) => [new URL(loc!).pathname, day!]));
};

describe('trip pages in sitemap.xml', () => {
  it('lists every active trip’s page, dated by that trip’s own last change, and no inactive one', async () => {
    const { client: staff } = await app.signedInAdmin();
    const listed = await staff.post('/api/admin/packages', crossBorderTrip);
    expect(listed.status).toBe(201);
    const hidden = await staff.post('/api/admin/packages', { ...unpricedTrip, isActive: false });
    expect(hidden.status).toBe(201);
    // The listed trip last changed on a day in the past: its entry must say that day, not today.
    await app.orm.em.fork().getConnection().execute(`update packages set updated_at = '2026-03-04T10:00:00Z' where id = '${listed.body.id}'`);

    const entries = await sitemapEntries();
    expect(entries.get(listed.body.path)).toBe('2026-03-04');
    expect(entries.has(hidden.body.path)).toBe(false);
    expect(listed.body.path).toMatch(/^\/packages\/cross-border-kalahari-to-the-falls-test-trip$/);
  });

  it('moves a renamed trip’s entry to its new address', async () => {
    const { client: staff } = await app.signedInAdmin();
    const created = await staff.post('/api/admin/packages', { ...unpricedTrip, name: 'SA Standard Sitemap Before Rename' });
    const renamed = await staff.put(`/api/admin/packages/${created.body.id}`, { ...unpricedTrip, name: 'SA Standard Sitemap After Rename' });
    expect(renamed.status).toBe(200);
    const entries = await sitemapEntries();
    expect(entries.has('/packages/sa-standard-sitemap-after-rename')).toBe(true);
    expect(entries.has('/packages/sa-standard-sitemap-before-rename')).toBe(false);
  });
});
