import type { DestinationTabId } from './destinations.types.ts';

/**
 * SPEC §2's three region tabs, ids and labels only: the one part of the region content the browser
 * needs, since the panels themselves are server-only (decision 072). Activities, the fourth tab, is in
 * destinations.content.ts.
 */
export const REGION_TABS = [
  { id: 'southern-africa', label: 'Southern Africa' },
  { id: 'east-africa', label: 'East Africa' },
  { id: 'special-locations', label: 'National Parks' },
] as const satisfies readonly { id: DestinationTabId; label: string }[];
