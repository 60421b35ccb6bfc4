import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { destinationsPage } from './destinations.content.ts';
import { REGION_TABS } from './region-tabs.ts';

// The panels are cards of links and text: server-only, each kept in the HTML (decision 072).
const panels = import.meta.env.SSR ? await import('./DestinationPanels.server.tsx') : undefined;

/** SPEC §2: Southern Africa (the default), East Africa, National Parks, Activities. */
export function DestinationTabs() {
  const { activitiesTab } = destinationsPage;
  return (
    <Tabs
      label={destinationsPage.tabsLabel}
      tabs={[
        ...REGION_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          keepInHtml: true,
          content: <ServerOnly>{panels && <panels.RegionPanel id={tab.id} />}</ServerOnly>,
        })),
        {
          id: activitiesTab.id,
          label: activitiesTab.label,
          keepInHtml: true,
          content: <ServerOnly>{panels && <panels.ActivitiesPanel />}</ServerOnly>,
        },
      ]}
    />
  );
}
