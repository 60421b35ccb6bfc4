import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { destinationTabsCopy } from './destination-tabs.copy.ts';
import { REGION_TABS } from './region-tabs.ts';

// The panels are cards of links and text: server-only, each kept in the HTML (decision 072).
const panels = import.meta.env.SSR ? await import('./DestinationPanels.server.tsx') : undefined;

/** SPEC §2: Southern Africa (the default), East Africa, National Parks, Activities. */
export function DestinationTabs() {
  const copy = destinationTabsCopy[useLocale()];
  return (
    <Tabs
      label={copy.tabsLabel}
      tabs={[
        ...REGION_TABS.map((tab) => ({
          id: tab.id,
          label: copy.regionLabels[tab.id],
          keepInHtml: true,
          content: <ServerOnly>{panels && <panels.RegionPanel id={tab.id} />}</ServerOnly>,
        })),
        {
          id: 'activities',
          label: copy.activitiesLabel,
          keepInHtml: true,
          content: <ServerOnly>{panels && <panels.ActivitiesPanel />}</ServerOnly>,
        },
      ]}
    />
  );
}
