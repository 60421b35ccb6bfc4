import type { PageContextServer } from 'vike/types';
import { placeTrips } from '#lib/trip-geo.ts';
import { victoriaFalls } from './victoria-falls.content.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The Book buttons scroll to the contact form: it names the activity and offers the trips that pass within reach.
 * The activity also names the page's WhatsApp greeting (decision 160), as /contact?about= does.
 */
export async function data(pageContext: PageContextServer) {
  const { name, area } = victoriaFalls.place;
  return { about: { label: name, kind: 'activity' as const, trips: placeTrips(await pageContext.services.packages.listTrips(), area) }, whatsappTopic: name };
}
