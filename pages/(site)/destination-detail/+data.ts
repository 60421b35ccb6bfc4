import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { placeTrips } from '#lib/trip-geo.ts';
import { isDetailSlug } from '#lib/content/detail-routes.ts';
import { DESTINATION_DETAILS } from './details/index.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The destination's record and the active trips with a stop inside its area (listed, and offered by the form). */
export async function data(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  // The route function only lets known slugs through; this guards against a future mismatch.
  if (!slug || !isDetailSlug(slug)) throw render(404);
  const destination = DESTINATION_DETAILS[slug];
  const trips = placeTrips(await pageContext.services.packages.listTrips(), destination.area);
  // The destination names the page's WhatsApp greeting (issue 29).
  return { ...destination, trips, whatsappTopic: destination.name };
}
