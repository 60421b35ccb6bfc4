import type { PageContextServer } from 'vike/types';
import { redirect, render } from 'vike/abort';
import type { TestimonialView, Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { packageTab } from '#lib/package-categories.ts';
import { isInside } from '#lib/trip-geo.ts';
import { tripPath } from '#lib/domain/catalogue/trip.ts';
import { tripTopic } from '#lib/contact-links.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { isTranslationPublished, translateTrip } from '#lib/domain/catalogue/trip-translation.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { DETAIL_SLUGS, detailPath } from '#lib/content/detail-routes.ts';
import { DESTINATION_DETAILS } from '../../destination-detail/details/index.ts';
import { packageTabsCopy } from '../package-tabs.copy.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The destination pages with a stop of the trip inside their area, in SPEC's order. */
function destinationsOf(trip: Trip) {
  return DETAIL_SLUGS.map((slug) => ({ slug, detail: DESTINATION_DETAILS[slug] }))
    .filter(({ detail }) => trip.itinerary.some((stop) => isInside(stop, detail.area)))
    .map(({ slug, detail }) => ({ name: detail.name, country: detail.country, path: detailPath(slug) }));
}

/**
 * `/packages/<slug>`: an active trip with the testimonials of its package type (as the home page pairs
 * them) and the destinations it visits. An old slug answers 301 to the trip's address now; an unknown
 * or inactive trip is SPEC's 404 page with HTTP 404. `/de/packages/<slug>` is the trip in German once every German
 * text is reviewed, else a 302 to the English page (decision 204): never an English page under a German address.
 */
export async function data(pageContext: PageContextServer) {
  const { packages, testimonials, reviews: reviewsOf, packageTranslations } = pageContext.services;
  // English where a caller gives no language (the trip page's words rendered on their own).
  const locale = pageContext.locale ?? 'en';
  const found = await packages.findTrip(pageContext.routeParams.slug ?? '');
  if (!found) throw render(404);
  if ('movedTo' in found) throw redirect(localizedPath(tripPath(found.movedTo), locale), 301);
  const german = await packageTranslations.find(found.trip.id, 'de');
  const inGerman = isTranslationPublished(found.trip, german);
  if (locale === 'de' && !inGerman) throw redirect(found.trip.path, 302);
  // The German trip's own address: its structured data and links name the German page.
  const trip = locale === 'de' && german ? { ...translateTrip(found.trip, german), path: localizedPath(found.trip.path, 'de') } : found.trip;
  const reviews: TestimonialView[] = (await testimonials.listActive()).filter((t) => t.packageType === trip.type);
  return {
    trip,
    badge: packageTabsCopy[locale].categories[packageTab(found.trip)].badge,
    testimonials: reviews,
    destinations: destinationsOf(trip),
    // Reviews from travellers who booked this trip (issue 31), newest first.
    reviews: await reviewsOf.published({ packageId: trip.id, limit: 6, offset: 0 }),
    // Departures before today are not offered: the operator's today (the render cache drops pages at its midnight).
    today: siteToday(),
    // Names the trip in the page's WhatsApp greeting (issue 29).
    whatsappTopic: locale === 'de' ? `der Reise „${trip.name}“` : tripTopic(trip.name),
    /** The languages the trip's page is in: German only once its texts are reviewed (+onBeforeRender.ts). */
    locales: inGerman ? (['en', 'de'] as const) : (['en'] as const),
  };
}
