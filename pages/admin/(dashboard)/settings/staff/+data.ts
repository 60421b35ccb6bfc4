import type { PageContextServer } from 'vike/types';
import { mayCall } from '#lib/admin-roles.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Every staff account: an owner's list (GET /api/admin/admins, decision 120), and never behind a first password
 * (the same rule as GET /api/admin/staff, decision 054).
 */
export async function data({ admin, services }: PageContextServer) {
  if (!admin || firstSignInPending(admin) || !mayCall(admin.role, 'staffAccounts.list')) return null;
  return { accounts: await services.admins.list() };
}
