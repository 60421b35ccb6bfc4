import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_LIST, findApiRoute } from '#lib/api-routes.ts';
import { routesOf } from '../setup/app-routes.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Which writes drop the public cache (issue 20), from the route table (lib/api-routes.ts): every signed-in
 * write clears unless its entry says `cache: 'none'`, and only writes of these areas, which no public page
 * shows, may say so. An entry elsewhere that opts out fails here until this list says why.
 */
const AREAS_NO_PUBLIC_PAGE_SHOWS = [
  // Sign-in and passwords.
  '/admin/login',
  '/admin/logout',
  '/admin/password',
  '/admin/email',
  '/admin/password-reset',
  // The enquiry desk, its mail, timeline, proposals and saved replies (decision 136).
  '/admin/inquiries/',
  '/admin/mail-problems/',
  '/admin/unmatched-mail',
  '/admin/saved-replies',
  '/admin/proposals/',
  // Staff accounts.
  '/admin/admins',
  // Uploads: an image shows only once content names it, itself a write that clears.
  '/admin/images',
  // Money (issue 26). A cancel frees seats, so it clears (below).
  '/admin/bookings/',
  '/admin/payments/',
  '/admin/refunds/',
  // Issue 30: suppliers and reservations are the operator's own records; no public page shows them.
  '/admin/suppliers',
  '/admin/reservations/',
  // Issue 40: rate cards, park fees and quotes are the cost side; no public page shows them.
  '/admin/rate-cards/',
  '/admin/park-fees',
  '/admin/quotes',
];

let app: TestApp;
let writes: string[];
beforeAll(async () => {
  app = await startTestApp();
  writes = routesOf(app.server.listeners('request')[0] as Express).filter((route) => /^(POST|PUT|PATCH|DELETE) \/api\/admin\//.test(route));
});
afterAll(() => app?.close());

const entryOf = (route: string) => findApiRoute(route.split(' ')[0]!, route.split(' ')[1]!.slice('/api'.length));

describe('which admin writes drop the public cache', () => {
  it('finds every admin write route of the app in the table', () => {
    expect(writes.filter((route) => !entryOf(route))).toEqual([]);
    expect(writes.length).toBe(API_ROUTE_LIST.filter((e) => e.method !== 'GET' && e.path.startsWith('/admin/')).length);
  });

  it('lets only writes no public page shows keep the cache', () => {
    const keeps = writes.filter((route) => entryOf(route)!.cache === 'none');
    const elsewhere = keeps.filter((route) => !AREAS_NO_PUBLIC_PAGE_SHOWS.some((area) => route.split(' ')[1]!.slice('/api'.length).startsWith(area)));
    expect(elsewhere).toEqual([]);
  });

  it('clears for every content write: trips, gallery, testimonials, settings and the site’s texts', () => {
    const content = writes.filter((route) => /\/api\/admin\/(packages|gallery-folders|galleries|gallery-photos|testimonials|settings|content)\b/.test(route));
    expect(content.length).toBeGreaterThan(20);
    for (const route of content) expect({ route, cache: entryOf(route)!.cache }).toEqual({ route, cache: 'clears' });
  });

  it('clears when a traveller accepts or declines a proposal (seats a trip page shows)', () => {
    expect(findApiRoute('POST', '/proposals/abc/accept')?.cache).toBe('clears');
    expect(findApiRoute('POST', '/proposals/abc/decline')?.cache).toBe('clears');
    expect(findApiRoute('POST', '/proposals/abc/changes')?.cache).toBe('none');
  });

  it('clears when staff hold seats or free them: a send, a cancel, an erased enquiry', () => {
    // The database's triggers tell every listener too, but a moment after the commit: the writer's own next
    // page would race them (decision 135).
    expect(findApiRoute('POST', '/admin/proposals/abc/send')?.cache).toBe('clears');
    expect(findApiRoute('POST', '/admin/bookings/abc/cancel')?.cache).toBe('clears');
    expect(findApiRoute('DELETE', '/admin/inquiries/abc')?.cache).toBe('clears');
  });
});
