import { Tabs, type TabItem } from '#components/ui/Tabs.tsx';
import { ActivityGroups } from './ActivityGroups.tsx';
import { DestinationCard } from './DestinationCard.tsx';
import { DESTINATION_TABS, destinationsPage } from './destinations.content.ts';

function TabIntro({ text }: { text: string }) {
  return <p className="mx-auto mb-10 max-w-2xl text-center text-lg text-stone-600">{text}</p>;
}

/** SPEC §2: Southern Africa (the default, so in the server's HTML), East Africa, National Parks, Activities. */
export function DestinationTabs() {
  const tabs: TabItem[] = [
    ...DESTINATION_TABS.map((tab) => ({
      id: tab.id,
      label: tab.label,
      content: (
        <>
          <TabIntro text={tab.intro} />
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {tab.destinations.map((destination) => (
              <DestinationCard key={destination.id} destination={destination} />
            ))}
          </div>
        </>
      ),
    })),
    {
      id: destinationsPage.activitiesTab.id,
      label: destinationsPage.activitiesTab.label,
      content: (
        <>
          <TabIntro text={destinationsPage.activitiesTab.intro} />
          <ActivityGroups />
        </>
      ),
    },
  ];
  return <Tabs tabs={tabs} label={destinationsPage.tabsLabel} />;
}
