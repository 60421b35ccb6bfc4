import type { PageContextServer } from 'vike/types';
import { placeTrips } from '#lib/trip-geo.ts';
import { quadBikingCopy } from './quad-biking.copy.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The Book buttons scroll to the contact form: it names the activity and offers the trips that pass within reach.
 * The activity also names the page's WhatsApp greeting (decision 160), as /contact?about= does, in the page's language.
 */
export async function data(pageContext: PageContextServer) {
  const { name, area } = quadBikingCopy[pageContext.locale].place;
  const trips = placeTrips(await pageContext.services.packages.listTrips(), area);
  return { about: { label: name, kind: 'activity' as const, trips }, whatsappTopic: pageContext.locale === 'de' ? `„${name}“` : name };
}
