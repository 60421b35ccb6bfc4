/** The words of the Settings panel that edits the cancellation schedule (issue 26). */
export const scheduleContent = {
  title: 'Cancellation schedule',
  intro: 'The refund a traveller’s cancellation earns, as the Terms state it: cancelled at least this many days before departure, this percentage of the total back (never more than was paid). Fewer days than the last band: no refund.',
  daysBefore: (n: number) => `Band ${n}: days before departure (at least)`,
  refundPercent: (n: number) => `Band ${n}: refund (%)`,
  add: 'Add a band',
  remove: (n: number) => `Remove band ${n}`,
  save: 'Save schedule',
  saving: 'Saving…',
  saved: 'Cancellation schedule saved',
  failed: 'Could not save the cancellation schedule',
} as const;
