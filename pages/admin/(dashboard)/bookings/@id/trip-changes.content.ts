/** The booking page's "What changed" (issue 41): entries after the pack was sent, and whether the traveller saw them. */
export const tripChangesContent = {
  heading: 'What changed',
  intro: 'Changes after the pack was sent: each is mailed to the lead traveller and shown at the top of the pack until they press “Seen”.',
  notSent: 'The pack has not been sent yet: it will show the trip as it is then. Changes to tell the traveller about can be recorded once it is sent.',
  none: 'No changes since the pack was sent.',
  waiting: (n: number) => (n === 1 ? '1 change not yet seen by the traveller' : `${n} changes not yet seen by the traveller`),
  seen: (when: string) => `Seen ${when}`,
  notSeen: 'Not seen yet',
  summary: 'What changed (one line)',
  details: 'Details (optional)',
  submit: 'Tell the traveller',
  submitting: 'Sending…',
  confirm: 'Mail this change to the lead traveller now?',
  confirmDetail: (email: string) => `It goes to ${email} with the pack's link, and shows at the top of the pack.`,
  done: 'Change recorded and mailed to the traveller',
  failed: 'The change was not recorded',
};
