import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** The dashboard is for signed-in staff; the server decides, before anything renders. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/admin/login');
}
