import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { isDetailSlug } from './detail-routes.ts';
import { DESTINATION_DETAILS } from './details/index.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export function data(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  // The route function only lets known slugs through; this guards against a future mismatch.
  if (!slug || !isDetailSlug(slug)) throw render(404);
  return DESTINATION_DETAILS[slug];
}
