import type { PageContextServer } from 'vike/types';
import { safariTypeOf } from '#components/site/inquiry-trips.ts';
import { tripTopic } from '#lib/contact-links.ts';
import { placeTrips } from '#lib/trip-geo.ts';
import { enquiryPlace } from './enquiry-places.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `?package=<id>` (from an Inquire button) names the package on the form; `?about=<activity>` (from an
 * activity's Book button) names the activity and offers the trips that pass within reach. Anything
 * unknown is ignored: the plain form.
 */
export async function data(pageContext: PageContextServer) {
  const { package: packageId, about: aboutKey } = pageContext.urlParsed.search;
  const german = pageContext.locale === 'de';
  if (packageId) {
    const pkg = (await pageContext.services.packages.list()).find((p) => p.id === packageId);
    // The trip also names the page's WhatsApp greeting (issue 29).
    if (pkg) return { chosenPackage: { id: pkg.id, name: pkg.name, duration: pkg.lengthText, safariType: safariTypeOf(pkg) }, about: null, whatsappTopic: german ? `der Reise „${pkg.name}“` : tripTopic(pkg.name) };
  }
  const place = aboutKey ? enquiryPlace(aboutKey, pageContext.locale) : null;
  if (!place) return { chosenPackage: null, about: null, whatsappTopic: null };
  const trips = placeTrips(await pageContext.services.packages.listTrips(), place.area);
  return { chosenPackage: null, about: { label: place.name, kind: 'activity' as const, trips }, whatsappTopic: german ? `„${place.name}“` : place.name };
}
