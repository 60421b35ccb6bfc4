import type { BankDetails } from '#lib/domain/site/company-settings.types.ts';
import type { AdminRole } from '#lib/domain/staff/staff.schema.ts';
import { apiRoute, findApiRoute, type ApiRouteKey } from './api-routes.ts';

export type { AdminRole } from '#lib/domain/staff/staff.schema.ts';

/**
 * Whether an account of `role` may call `method apiPath` (a path under /api, e.g. "/admin/admins"), as the
 * route table (lib/api-routes.ts) says: the server's check, the navigation and the pages' buttons all ask
 * it (decision 120). A path no entry declares is an owner's (CONVENTIONS: owner unless it says staff).
 */
export function mayUse(role: AdminRole, method: string, apiPath: string): boolean {
  if (role === 'owner') return true;
  const entry = findApiRoute(method, apiPath);
  return entry !== undefined && entry.role !== 'owner';
}

/** Whether an account of `role` may call the route `key` (lib/api-routes.ts); pages ask it to show an action. */
export function mayCall(role: AdminRole, key: ApiRouteKey): boolean {
  return role === 'owner' || apiRoute(key).role !== 'owner';
}

/** Whether `method apiPath` is for owners only: declared so, or declared nowhere. */
export function isOwnerOnly(method: string, apiPath: string): boolean {
  return !mayUse('staff', method, apiPath);
}

/** What staff read where an owner reads an account's e-mail or the company's bank details (decision 137). */
export const OWNER_ONLY_TEXT = '(owner only)';

/**
 * The company's bank details as `role` may read them: in full for whoever may read company settings;
 * otherwise the bank's and account's names, with the numbers replaced by OWNER_ONLY_TEXT.
 */
export function bankDetailsFor(role: AdminRole, bank: BankDetails | null): BankDetails | null {
  if (!bank || mayCall(role, 'settings.company')) return bank;
  const hidden = (value: string | null) => (value === null ? null : OWNER_ONLY_TEXT);
  return { ...bank, accountNumber: OWNER_ONLY_TEXT, branchCode: hidden(bank.branchCode), swift: hidden(bank.swift) };
}

export const OWNER_ONLY_MESSAGE = 'Only an owner can do this. Please ask an owner of this dashboard.';
