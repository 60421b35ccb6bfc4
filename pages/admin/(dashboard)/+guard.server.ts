import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/**
 * Every staff page is for signed-in staff; the server decides, before anything renders or loads
 * (Vike runs a guard before the page's data hook, on the server for client navigation too).
 */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/admin/login');
  // A first password a colleague chose opens only Settings, where its owner replaces it; that page's
  // data leaves out everything but the admin's own account (decision 054).
  if (pageContext.admin.mustChangePassword && pageContext.urlPathname !== '/admin/settings') throw redirect('/admin/settings');
}
