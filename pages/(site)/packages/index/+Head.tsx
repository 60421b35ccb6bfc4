import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { PACKAGE_CATEGORIES } from '#lib/package-categories.ts';
import { touristTripsJsonLd } from '#lib/structured-data.ts';
import type { Data } from './+data.ts';

/** Every package on the page as a TouristTrip with its offer. */
export function Head() {
  const { siteOrigin } = usePageContext();
  const { groups } = useData<Data>();
  return <JsonLd data={touristTripsJsonLd(siteOrigin, PACKAGE_CATEGORIES.flatMap((category) => groups[category]))} />;
}
