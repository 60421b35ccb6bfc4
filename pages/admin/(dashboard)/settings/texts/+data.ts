import type { PageContextServer } from 'vike/types';
import { mayCall } from '#lib/admin-roles.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The FAQ's and the Terms' texts as the site shows them: an owner's (decision 120), none behind a first password. */
export async function data({ admin, services }: PageContextServer) {
  if (!admin || firstSignInPending(admin) || !mayCall(admin.role, 'settings.updateFaq')) return null;
  const [faq, terms] = await Promise.all([services.siteTexts.faq(), services.siteTexts.terms()]);
  return { faq: faq.items, terms: terms.items };
}
