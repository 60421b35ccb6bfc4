import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearsPublicCache } from '#server/app.ts';
import { routesOf } from '../setup/app-routes.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Every admin write and whether it drops the public cache (issue 20). A new admin write route fails this
 * test until it is listed here with its choice, and the default in server/app.ts is to clear.
 */
const ID = '00000000-0000-4000-8000-000000000000';
const EXPECTED: Record<string, 'clears' | 'staff only'> = {
  'POST /api/admin/login': 'staff only',
  'POST /api/admin/logout': 'staff only',
  'POST /api/admin/password': 'staff only',
  'POST /api/admin/password-reset': 'staff only',
  'POST /api/admin/password-reset/confirm': 'staff only',
  [`POST /api/admin/admins/${ID}/password-reset`]: 'staff only',
  [`PATCH /api/admin/inquiries/${ID}`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/notes`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/answered`]: 'staff only',
  [`DELETE /api/admin/inquiries/${ID}`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/replies`]: 'staff only',
  // Who writes into an enquiry's timeline (decision 136): the traveller's addresses and held mail.
  [`POST /api/admin/inquiries/${ID}/addresses`]: 'staff only',
  [`DELETE /api/admin/inquiries/${ID}/addresses/${ID}`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/inbound/${ID}/accept`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/inbound/${ID}/discard`]: 'staff only',
  [`POST /api/admin/mail-problems/${ID}/retry`]: 'staff only',
  'POST /api/admin/admins': 'staff only',
  [`PATCH /api/admin/admins/${ID}`]: 'staff only',
  'POST /api/admin/images': 'staff only',
  'POST /api/admin/saved-replies': 'staff only',
  [`PUT /api/admin/saved-replies/${ID}`]: 'staff only',
  [`DELETE /api/admin/saved-replies/${ID}`]: 'staff only',
  [`POST /api/admin/inquiries/${ID}/proposals`]: 'staff only',
  [`PUT /api/admin/proposals/${ID}`]: 'staff only',
  [`POST /api/admin/proposals/${ID}/send`]: 'staff only',
  [`POST /api/admin/bookings/${ID}/payments`]: 'staff only',
  // Issue 26: a cancel frees seats, but the departures' own refresh follows the data, not this route.
  [`POST /api/admin/bookings/${ID}/refunds`]: 'staff only',
  [`POST /api/admin/bookings/${ID}/cancel`]: 'staff only',
  [`POST /api/admin/bookings/${ID}/payment-details`]: 'staff only',
  [`POST /api/admin/payments/${ID}/void`]: 'staff only',
  'POST /api/admin/packages': 'clears',
  [`PUT /api/admin/packages/${ID}`]: 'clears',
  [`POST /api/admin/packages/${ID}/duplicate`]: 'clears',
  'POST /api/admin/gallery-folders': 'clears',
  'POST /api/admin/galleries': 'clears',
  'POST /api/admin/gallery-photos': 'clears',
  [`PUT /api/admin/gallery-folders/${ID}`]: 'clears',
  [`PUT /api/admin/galleries/${ID}`]: 'clears',
  [`PUT /api/admin/gallery-photos/${ID}`]: 'clears',
  [`DELETE /api/admin/gallery-folders/${ID}`]: 'clears',
  [`DELETE /api/admin/galleries/${ID}`]: 'clears',
  [`DELETE /api/admin/gallery-photos/${ID}`]: 'clears',
  'POST /api/admin/gallery-folders/order': 'clears',
  [`POST /api/admin/gallery-folders/${ID}/galleries/order`]: 'clears',
  [`POST /api/admin/galleries/${ID}/photos/order`]: 'clears',
  'POST /api/admin/testimonials': 'clears',
  [`PUT /api/admin/testimonials/${ID}`]: 'clears',
  [`DELETE /api/admin/testimonials/${ID}`]: 'clears',
  'PUT /api/admin/settings/company': 'clears',
  'PUT /api/admin/content/faq': 'clears',
  'PUT /api/admin/content/terms': 'clears',
};

let app: TestApp;
let writes: string[];
beforeAll(async () => {
  app = await startTestApp();
  writes = routesOf(app.server.listeners('request')[0] as Express).filter((route) => /^(POST|PUT|PATCH|DELETE) \/api\/admin\//.test(route));
});
afterAll(() => app?.close());

describe('which admin writes drop the public cache', () => {
  it('lists every admin write route the app has, and no route it lacks', () => {
    expect([...writes].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives each its expected choice', () => {
    for (const route of writes) {
      const path = route.split(' ')[1]!.slice('/api'.length);
      expect(clearsPublicCache(path) ? 'clears' : 'staff only', route).toBe(EXPECTED[route]);
    }
  });

  it('clears by default: a path nobody listed drops the cache', () => {
    expect(clearsPublicCache('/admin/settings/company')).toBe(true);
    expect(clearsPublicCache('/admin/inquiries-archive')).toBe(true);
    expect(clearsPublicCache('/admin/inquiries')).toBe(false);
  });
});
