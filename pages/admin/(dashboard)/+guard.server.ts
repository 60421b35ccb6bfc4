import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { firstSignInPending } from '#lib/first-sign-in.ts';

/**
 * Every staff page is for signed-in staff; the server decides, before anything renders or loads
 * (Vike runs a guard before the page's data hook, on the server for client navigation too).
 */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/admin/login');
  // A first password someone else chose, or a placeholder e-mail, opens only Settings, where its holder
  // finishes the first sign-in; that page's data leaves out everything but the admin's own account
  // (decisions 054, 158).
  if (firstSignInPending(pageContext.admin) && pageContext.urlPathname !== '/admin/settings') throw redirect('/admin/settings');
}
