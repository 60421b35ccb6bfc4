import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_LIST } from '#lib/api-routes.ts';
import { route } from '#lib/api-route.ts';
import { expressRoutes, type ExpressRoute } from '#server/route-table.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The route table (lib/api-routes.ts) is the app's /api, no more and no less, and each route Express has
 * carries its entry's policy: the names server/api/register-api.ts gives the gate, role and cache effect.
 */
let app: TestApp;
let api: ExpressRoute[];
beforeAll(async () => {
  app = await startTestApp();
  api = expressRoutes(app.server.listeners('request')[0] as Express).filter((r) => / \/api\//.test(r.route));
});
afterAll(() => app?.close());

const declared = (entry: { method: string; path: string }) => `${entry.method} /api${entry.path}`;

/** What the entry says, in the words of the handlers Express holds. */
function expectedPolicy(entry: (typeof API_ROUTE_LIST)[number]) {
  const gate = entry.role === 'public' ? null : entry.firstPassword ? 'requireAdminWithAnyPassword' : 'requireAdmin';
  const cache = { clears: 'clearsPublicCache', stored: 'storedInPublicCache', none: null }[entry.cache];
  return { gate, ownerOnly: entry.role === 'owner', cache };
}

function actualPolicy(handlers: string[]) {
  const gate = handlers.find((name) => name === 'requireAdmin' || name === 'requireAdminWithAnyPassword') ?? null;
  const cache = handlers.find((name) => name === 'clearsPublicCache' || name === 'storedInPublicCache') ?? null;
  return { gate, ownerOnly: handlers.includes('ownerOnly'), cache };
}

describe('the /api route table', () => {
  it('declares every /api route Express has, and Express has every route it declares, once', () => {
    const routes = api.map((r) => r.route);
    expect([...routes].sort()).toEqual(API_ROUTE_LIST.map(declared).sort());
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('puts each entry’s sign-in, role and cache effect in front of its route', () => {
    for (const entry of API_ROUTE_LIST) {
      const found = api.find((r) => r.route === declared(entry));
      expect({ key: entry.key, ...actualPolicy(found?.handlers ?? []) }).toEqual({ key: entry.key, ...expectedPolicy(entry) });
    }
  });

  it('makes a route owner-only, and a signed-in write clear the public cache, unless the entry says otherwise', () => {
    expect(route('POST', '/admin/new-thing')).toMatchObject({ role: 'owner', cache: 'clears' });
    expect(route('PUT', '/admin/new-thing/:id', { role: 'staff' })).toMatchObject({ role: 'staff', cache: 'clears' });
    expect(route('GET', '/admin/new-thing', { role: 'staff' })).toMatchObject({ role: 'staff', cache: 'none' });
    expect(route('POST', '/new-thing', { role: 'public' })).toMatchObject({ role: 'public', cache: 'none' });
  });

  it('registers a fixed path before a parameter of the same shape, so Express reaches the entry the role check finds', () => {
    const order = API_ROUTE_LIST.map(declared);
    for (const [fixed, param] of [
      ['GET /api/admin/inquiries/export', 'GET /api/admin/inquiries/:id'],
      ['GET /api/admin/inquiries/counts', 'GET /api/admin/inquiries/:id'],
      ['GET /api/admin/bookings/summary', 'GET /api/admin/bookings/:id'],
    ] as const) {
      expect(order.indexOf(fixed)).toBeLessThan(order.indexOf(param));
    }
  });
});
