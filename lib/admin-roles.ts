import type { BankDetails } from '#database/company-settings.dto.ts';
import type { AdminRole } from '#database/schemas/staff.schema.ts';

export type { AdminRole } from '#database/schemas/staff.schema.ts';

export interface OwnerRoute {
  /** HTTP methods, or every method. HEAD counts as GET. */
  methods: readonly string[] | 'any';
  /** Under /api; `:name` stands for any one segment. The path and everything under it, unless `exact`. */
  path: string;
  exact?: boolean;
}

/**
 * What only an owner may do (issue 21, decision 120); staff may do everything else. One table for the
 * server's check (server/middleware/auth.ts), the navigation and the pages' buttons, and the test that
 * asks every route in it as staff (and fails on an entry that matches no route).
 */
export const OWNER_ONLY: readonly OwnerRoute[] = [
  // Staff accounts: adding, roles, deactivation, sending a colleague a password link.
  { methods: 'any', path: '/admin/admins' },
  // Company settings and the site's texts (FAQ, Terms).
  { methods: 'any', path: '/admin/settings' },
  { methods: 'any', path: '/admin/content' },
  // Deleting a trip (issue 29); one in use is refused anyway.
  { methods: ['DELETE'], path: '/admin/packages/:id', exact: true },
  // Every enquiry's personal data at once, and erasure of an enquiry.
  { methods: ['GET'], path: '/admin/inquiries/export' },
  { methods: ['DELETE'], path: '/admin/inquiries/:id', exact: true },
  // Money received for a booking (issue 18); money paid back, voids and cancellation (issue 26).
  { methods: 'any', path: '/admin/bookings/:id/payments' },
  { methods: 'any', path: '/admin/bookings/:id/refunds' },
  { methods: 'any', path: '/admin/bookings/:id/cancel' },
  { methods: 'any', path: '/admin/payments' },
  // The audit log: every account's changes (e-mails, roles) and the company's bank details (decision 137).
  { methods: 'any', path: '/admin/activity' },
];

/**
 * A path's segments as Express routes them: without case (Express matches routes without it), empty
 * segments and trailing slashes dropped, percent-escapes decoded. So no spelling of a path that
 * reaches an owner's route escapes the table; one that matches too much only refuses staff.
 */
function segments(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/** Whether one entry of the table covers `method apiPath`. */
export function ownerRouteMatches(route: OwnerRoute, method: string, apiPath: string): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  if (route.methods !== 'any' && !route.methods.includes(verb)) return false;
  const want = segments(route.path);
  const have = segments(apiPath);
  if (have.length < want.length || (route.exact && have.length !== want.length)) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** Whether `method apiPath` (a path under /api, e.g. "/admin/admins") is for owners only. */
export function isOwnerOnly(method: string, apiPath: string): boolean {
  return OWNER_ONLY.some((route) => ownerRouteMatches(route, method, apiPath));
}

/** Whether an account of `role` may call `method apiPath`; pages ask it to show or hide an action. */
export function mayUse(role: AdminRole, method: string, apiPath: string): boolean {
  return role === 'owner' || !isOwnerOnly(method, apiPath);
}

/** What staff read where an owner reads an account's e-mail or the company's bank details (decision 137). */
export const OWNER_ONLY_TEXT = '(owner only)';

/**
 * The company's bank details as `role` may read them: in full for whoever may read company settings;
 * otherwise the bank's and account's names, with the numbers replaced by OWNER_ONLY_TEXT.
 */
export function bankDetailsFor(role: AdminRole, bank: BankDetails | null): BankDetails | null {
  if (!bank || mayUse(role, 'GET', '/admin/settings/company')) return bank;
  const hidden = (value: string | null) => (value === null ? null : OWNER_ONLY_TEXT);
  return { ...bank, accountNumber: OWNER_ONLY_TEXT, branchCode: hidden(bank.branchCode), swift: hidden(bank.swift) };
}

export const OWNER_ONLY_MESSAGE = 'Only an owner can do this. Please ask an owner of this dashboard.';
