/** The four panels of /travel-info, in one module the page imports on the server only (decision 072). */
export { ActivitiesPanel } from './ActivitiesPanel.tsx';
export { AirportsPanel } from './AirportsPanel.tsx';
export { PackingPanel } from './PackingPanel.tsx';
export { SeasonsPanel } from './SeasonsPanel.tsx';
