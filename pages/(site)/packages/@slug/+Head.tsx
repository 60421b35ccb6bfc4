import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { tripCopy } from '#components/site/trip/trip.copy.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { breadcrumbJsonLd, tripJsonLd, tripReviewsJsonLd } from '#lib/structured-data.ts';
import type { Data } from './+data.ts';

/** The trip as a TouristTrip (its stops in order, its offer) and Home › Safari Packages › the trip. */
export function Head() {
  const { siteOrigin, locale } = usePageContext();
  const copy = tripCopy[locale];
  const { trip, reviews } = useData<Data>();
  return (
    <>
      <JsonLd data={tripJsonLd(siteOrigin, trip)} />
      {reviews.items.length > 0 && <JsonLd data={tripReviewsJsonLd(siteOrigin, trip, reviews.items)} />}
      <JsonLd data={breadcrumbJsonLd(siteOrigin, [{ name: copy.breadcrumbPackages, path: localizedPath('/packages', locale) }, { name: trip.name, path: localizedPath(trip.path, locale) }])} />
    </>
  );
}
