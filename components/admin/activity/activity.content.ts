/** The Activity page's copy (the audit log, `/admin/activity`). */
export const activityContent = {
  title: 'Activity',
  intro: 'Who changed what, and when: every change staff make, sign-ins and failed sign-ins.',
  person: 'Person',
  everyone: 'Everyone',
  kind: 'Kind',
  everything: 'Everything',
  filter: 'Filter',
  emptyTitle: 'Nothing recorded',
  emptyText: 'No activity matches these filters.',
  pagesLabel: 'Activity pages',
  noEntries: 'No entries',
  showing: (first: number, last: number, total: number) => `Entries ${first}–${last} of ${total}`,
  newer: 'Newer',
  older: 'Older',
};
