import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** Already signed in: straight to the dashboard (SPEC §2). */
export function guard(pageContext: PageContextServer) {
  if (pageContext.admin) throw redirect('/admin');
}
