import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** Every staff page is for signed-in staff; the server decides, before anything renders or loads. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/admin/login');
  // A first password a colleague chose opens only Settings, where its owner replaces it.
  if (pageContext.admin.mustChangePassword && pageContext.urlPathname !== '/admin/settings') throw redirect('/admin/settings');
}
