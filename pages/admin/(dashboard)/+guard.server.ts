import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** Every staff page is for signed-in staff; the server decides, before anything renders or loads. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.admin) throw redirect('/admin/login');
}
