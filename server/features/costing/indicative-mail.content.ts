/**
 * The words of the acknowledgement's first price (issue 40), in one object so the traveller's language (issue 42)
 * can give it a German twin. Figures come formatted; the excluded lines are the trip's own.
 */
export const indicativeMailContent = {
  heading: 'A first price for your trip',
  range: (low: string, high: string) => `From ${low} to ${high} per person sharing, park fees included.`,
  basis: 'We worked this out from our current rates for your dates and party, from the simplest rooms to the finest.',
  notIncludedIntro: 'Not included:',
  alwaysExcluded: ['International flights', 'Visas', 'Travel insurance'],
  confirm: 'A specialist confirms the price when they answer you, with the rooms and dates you choose.',
} as const;
