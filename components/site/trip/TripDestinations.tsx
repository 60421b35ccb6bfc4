import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { balancedGrid } from '#components/ui/balanced-grid.ts';
import { siteHref } from '#lib/i18n/locale-paths.ts';
import { useTripCopy } from './trip.copy.ts';

export interface RelatedDestination {
  name: string;
  country: string;
  path: string;
}

/** The destination pages whose area holds a stop of this trip. */
export function TripDestinations({ destinations }: { destinations: RelatedDestination[] }) {
  // A destination's page is in English only: a German page says so (hreflang) before the reader follows it.
  const { locale } = useTripCopy();
  const siteLink = (path: string) => {
    const href = siteHref(path, locale);
    return locale !== 'en' && href === path ? { href, hrefLang: 'en' } : { href };
  };
  return (
    <ul className={`grid gap-4 ${balancedGrid(destinations.length)}`}>
      {destinations.map((destination) => (
        <li key={destination.path}>
          <a
            {...siteLink(destination.path)}
            className="flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 hover:ring-ochre-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600"
          >
            <ActivityIcon name="compass" className="h-8 w-8 shrink-0 text-ochre-700" />
            <span>
              <span className="block text-lg font-semibold text-bush-900">{destination.name}</span>
              <span className="text-sm text-stone-600">{destination.country}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
