/** The words of the pack's "What changed" (issue 41). */
export const packChangesContent = {
  heading: 'What changed',
  intro: 'Since we sent your travel pack, your trip has changed. The rest of this pack is already up to date.',
  allSeen: 'You have seen every change. The rest of this pack is up to date.',
  on: (date: string) => `Changed on ${date}`,
  seen: 'Seen',
  acknowledge: 'Seen, thank you',
  acknowledging: 'Saving…',
  failed: 'That did not save. Please try again.',
  offline: 'You are offline: press it again when you have a connection.',
};
