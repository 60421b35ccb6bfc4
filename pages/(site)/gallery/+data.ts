import type { PageContextServer } from 'vike/types';
import { galleryLevel } from '#database/repositories/gallery-level.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The level the URL's query names (gallery-level.ts, shared with GET /api/gallery-level). */
export async function data(pageContext: PageContextServer) {
  return galleryLevel(pageContext.services.gallery, pageContext.urlParsed.search);
}
