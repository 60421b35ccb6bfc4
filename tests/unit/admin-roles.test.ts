import { describe, expect, it } from 'vitest';
import { isOwnerOnly, mayUse } from '#lib/admin-roles.ts';
import { sectionsFor } from '#components/admin/admin-sections.ts';

describe('roles from the route table (lib/api-routes.ts)', () => {
  it.each([
    ['GET', '/admin/admins'],
    ['POST', '/admin/admins/3f0e/password-reset'],
    ['PUT', '/admin/settings/company'],
    ['PUT', '/admin/content/faq'],
    ['GET', '/admin/inquiries/export'],
    ['HEAD', '/admin/inquiries/export?status=pending'],
    ['DELETE', '/admin/inquiries/3f0e'],
    ['POST', '/admin/bookings/3f0e/payments'],
    ['GET', '/admin/bookings/3f0e/payments/9a1b'],
    // However Express would still route it.
    ['GET', '/admin/ADMINS'],
    ['GET', '/admin/admins/'],
    ['GET', '//admin//admins'],
    ['GET', '/admin/%61dmins'],
  ])('%s %s is an owner’s', (method, path) => {
    expect(isOwnerOnly(method, path)).toBe(true);
    expect(mayUse('staff', method, path)).toBe(false);
    expect(mayUse('owner', method, path)).toBe(true);
  });

  it.each([
    ['GET', '/admin/inquiries'],
    ['GET', '/admin/inquiries/3f0e'],
    ['PATCH', '/admin/inquiries/3f0e'],
    ['POST', '/admin/inquiries/3f0e/notes'],
    ['POST', '/admin/inquiries/3f0e/replies'],
    ['GET', '/admin/me'],
    ['POST', '/admin/password'],
    ['GET', '/admin/bookings/3f0e'],
    ['GET', '/admin/saved-replies'],
    ['GET', '/INQUIRIES'],
  ])('%s %s is open to staff', (method, path) => {
    expect(isOwnerOnly(method, path)).toBe(false);
    expect(mayUse('staff', method, path)).toBe(true);
  });

  it.each([
    ['GET', '/admin/administrators'],
    ['DELETE', '/admin/inquiries/3f0e/notes/9a1b'],
    ['POST', '/admin/inquiries/3f0e/addresses/x'],
  ])('%s %s, which no entry declares, is an owner’s: staff only by saying so', (method, path) => {
    expect(mayUse('staff', method, path)).toBe(false);
    expect(mayUse('owner', method, path)).toBe(true);
  });

  it('leaves out of the tab bar a section whose data the role may not read', () => {
    const sections = [
      { href: '/admin', label: 'Overview' },
      { href: '/admin/money', label: 'Money', route: 'bookings.recordPayment' as const },
    ];
    expect(sectionsFor('owner', sections).map((s) => s.label)).toEqual(['Overview', 'Money']);
    expect(sectionsFor('staff', sections).map((s) => s.label)).toEqual(['Overview']);
  });
});
