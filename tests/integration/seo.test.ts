import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { validPackage } from '../fixtures/records.ts';
import { DEFAULT_TEXTS_UPDATED_AT } from '#database/seeds/site-texts.content.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap and keeps crawlers out of /admin and /api', async () => {
    const response = await app.client().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toContain('Disallow: /admin\n');
    expect(response.text).toContain('Disallow: /api\n');
    // No SITE_URL in the test app: the public origin is http://localhost:PORT, whatever the request named (decision 137).
    expect(response.text).toContain(`Sitemap: ${app.baseUrl.replace('127.0.0.1', 'localhost')}/sitemap.xml`);
  });

  it('lists every public route with a lastmod, and dates /packages by its latest change', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const services = app.services();
    await services.packages.create({ ...validPackage, name: 'SA Standard Sitemap' });
    await services.commit();
    // Every package last changed on one day in the past: the sitemap must say that day, not today.
    await app.orm.em.fork().getConnection().execute("update packages set created_at = '2026-01-02T10:00:00Z', updated_at = '2026-01-02T10:00:00Z'");
    const response = await app.client().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const entries = [...response.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]+\/>)*<\/url>/g)];
    const paths = entries.map(([, loc]) => new URL(loc!).pathname);
    for (const path of ['/', '/packages', '/destinations', '/gallery', '/faq', '/terms', '/contact', '/cheetah-walk', '/kilimanjaro-detail']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/api'))).toBe(false);
    // The 34 pages of the build (issue 31 added /reviews and /reviews/policy), then a page per active trip (tests/integration/trip-pages.test.ts).
    expect(paths.filter((path) => !path.startsWith('/packages/') && path !== '/de' && !path.startsWith('/de/'))).toHaveLength(34);
    const lastmod = Object.fromEntries(entries.map(([, loc, date]) => [new URL(loc!).pathname, date]));
    expect(lastmod['/packages']).toBe('2026-01-02');
    // Pages that are copy from the build are dated by the build.
    expect(new Date(lastmod['/contact']!).getTime()).toBeGreaterThan(yesterday.getTime() - 86_400_000);
  });
});

describe('sitemap dates of /faq and /terms', () => {
  const lastmods = async () => {
    const response = await app.client().get('/sitemap.xml');
    expect(response.status).toBe(200);
    const entries = [...response.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]+\/>)*<\/url>/g)];
    return Object.fromEntries(entries.map(([, loc, date]) => [new URL(loc!).pathname, date]));
  };
  const stored = async (key: 'faq' | 'terms') => {
    const [row] = await app.orm.em.fork().getConnection().execute<{ day: string }[]>(`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day from site_texts where key = ?`, [key]);
    return row!.day;
  };

  it("are the texts' last save, not the build's time: the shipped texts' date until an owner saves", async () => {
    expect(await lastmods()).toMatchObject({ '/faq': DEFAULT_TEXTS_UPDATED_AT.toISOString().slice(0, 10), '/terms': DEFAULT_TEXTS_UPDATED_AT.toISOString().slice(0, 10) });
  });

  it('follow a save under Settings, each text its own', async () => {
    await app.orm.em.fork().getConnection().execute(`update site_texts set updated_at = '2026-03-04T09:00:00Z' where key = 'terms'`);
    const { client: owner } = await app.signedInAdmin();
    const saved = await owner.put('/api/admin/content/faq', [{ question: 'Can we bring children?', answer: 'Yes, from six years old.' }]);
    expect(saved.status).toBe(200);
    const dates = await lastmods();
    expect(dates['/faq']).toBe(await stored('faq'));
    expect(dates['/faq']).not.toBe(DEFAULT_TEXTS_UPDATED_AT.toISOString().slice(0, 10));
    expect(dates['/terms']).toBe('2026-03-04');
  });
});
