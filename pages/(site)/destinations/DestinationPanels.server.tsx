import { ActivityGroups } from './ActivityGroups.tsx';
import { DestinationCard } from './DestinationCard.tsx';
import { DESTINATION_TABS, destinationsPage } from './destinations.content.ts';
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
  const region = DESTINATION_TABS.find((tab) => tab.id === id)!;
  return (
    <>
      <TabIntro text={region.intro} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {region.destinations.map((destination) => (
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
      <TabIntro text={destinationsPage.activitiesTab.intro} />
      <ActivityGroups />
    </>
  );
}
