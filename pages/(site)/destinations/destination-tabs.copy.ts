/**
 * The destinations page's hydrating words in every language we serve (issue 42): the section heading, the tabs'
 * labels and the closing contact section's heading. Kept apart from the panels' copy, which stays on the server.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { destinationsPage } from './destinations.content.ts';
import { REGION_TABS } from './region-tabs.ts';
import type { DestinationTabId } from './destinations.types.ts';

export interface DestinationTabsCopy {
  explore: { eyebrow: string; title: string };
  tabsLabel: string;
  regionLabels: Record<DestinationTabId, string>;
  activitiesLabel: string;
  contact: { heading: string; intro: string };
}

export const destinationTabsCopy: Localized<DestinationTabsCopy> = {
  en: {
    explore: destinationsPage.explore,
    tabsLabel: destinationsPage.tabsLabel,
    regionLabels: Object.fromEntries(REGION_TABS.map((tab) => [tab.id, tab.label])) as Record<DestinationTabId, string>,
    activitiesLabel: destinationsPage.activitiesTab.label,
    contact: destinationsPage.contact,
  },
  de: {
    explore: { eyebrow: 'Nach Region entdecken', title: 'Wählen Sie Ihr Reiseziel' },
    tabsLabel: 'Regionen',
    regionLabels: { 'southern-africa': 'Südliches Afrika', 'east-africa': 'Ostafrika', 'special-locations': 'Nationalparks' },
    activitiesLabel: 'Erlebnisse',
    contact: {
      heading: 'Planen Sie Ihre Safari zu Ihren Wunschzielen',
      intro: 'Sagen Sie uns, welche Orte und Erlebnisse Sie verbinden möchten. Ihr Guide plant die Route gemeinsam mit Ihnen.',
    },
  },
};
