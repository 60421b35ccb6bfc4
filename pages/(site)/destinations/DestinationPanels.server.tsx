import { ActivityGroups } from './ActivityGroups.tsx';
import { DestinationCard } from './DestinationCard.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { destinationsCopy } from './destinations.copy.ts';
import type { DestinationTabId } from './destinations.types.ts';

/*
 * The panels of /destinations' tabs: cards of links and text, with notice buttons. Static: rendered on
 * the server only and each kept in the HTML (decision 072); only the tab list hydrates.
 */

function TabIntro({ text }: { text: string }) {
  return <p className="mx-auto mb-10 max-w-2xl text-center text-lg text-stone-600">{text}</p>;
}

/** A region tab: its intro and its destination cards. */
export function RegionPanel({ id }: { id: DestinationTabId }) {
  const copy = destinationsCopy[useLocale()];
  return (
    <>
      <TabIntro text={copy.tabIntros[id]} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {copy.destinations[id].map((destination) => (
          <DestinationCard key={destination.id} destination={destination} />
        ))}
      </div>
    </>
  );
}

/** The Activities tab: the add-on activities, grouped by region. */
export function ActivitiesPanel() {
  return (
    <>
      <TabIntro text={destinationsCopy[useLocale()].activitiesIntro} />
      <ActivityGroups />
    </>
  );
}
