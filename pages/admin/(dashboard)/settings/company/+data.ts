import type { PageContextServer } from 'vike/types';
import { mayCall } from '#lib/admin-roles.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The company's details, cancellation schedule and review links: an owner's (decision 120), none behind a first password. */
export async function data({ admin, services }: PageContextServer) {
  if (!admin || firstSignInPending(admin) || !mayCall(admin.role, 'settings.updateCompany')) return null;
  return { company: await services.companySettings.get() };
}
