import type { PageContextServer } from 'vike/types';
import { mayCall } from '#lib/admin-roles.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** Settings' pricing: an owner's to change (decision 120), the repository call behind `GET /api/admin/settings/pricing`. */
export async function data({ admin, services }: PageContextServer) {
  if (!admin || firstSignInPending(admin) || !mayCall(admin.role, 'costing.updatePricingSettings')) return null;
  return { pricing: await services.pricingSettings.get() };
}
