import { useData } from 'vike-react/useData';
import { ContactSection } from '#components/site/ContactSection.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';
import { useLocale } from '#components/site/use-locale.ts';

// Everything but the enquiry form is static, the route map included: server-only (decisions 072, 077).
const sections = import.meta.env.SSR ? await import('#components/site/trip/TripSections.server.tsx') : undefined;

/** A trip's own page: the whole trip, then the enquiry form with the trip already named. */
export default function Page() {
  const { trip, ...rest } = useData<Data>();
  const locale = useLocale();
  // Its upcoming fixed departures, offered by the form (issue 29); full ones stay listed, disabled.
  const departures = trip.departures.filter((d) => d.date >= rest.today).map(({ id, date, seatsLeft, heldForOthers }) => ({ id, date, seatsLeft, heldForOthers }));
  return (
    <>
      <ServerOnly>{sections && <sections.TripSections trip={trip} {...rest} locale={locale} />}</ServerOnly>
      {/* The heading and intro are read by the server-only text column, so the browser never needs them. */}
      <ContactSection {...sections?.tripContactCopy(trip.name, locale)} trip={{ id: trip.id, name: trip.name, type: trip.type, departures }} />
    </>
  );
}
