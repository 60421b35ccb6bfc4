/** The page's own words; the records of each tab live in their topic modules beside it. */
export const travelInfoContent = {
  eyebrow: 'Plan your trip',
  title: 'Travel Information',
  intro:
    'When to come, where to land, what to do and what to pack: the practical side of a southern African safari, from the people who guide it.',
  tabsLabel: 'Travel information topics',
  tabs: {
    seasons: { label: 'Seasons', title: 'When to Travel', intro: 'Southern Africa is in the southern hemisphere, so our summer is your winter if you live in the north. There is no bad time for a safari; each season offers something different.' },
    airports: { label: 'Airports', title: 'Arriving by Air', intro: 'Most of our safaris start at one of three international airports. We meet you on arrival and handle every transfer.' },
    activities: { label: 'Activities', title: 'Things to Do', intro: 'Thirteen ways to fill your days between game drives. Our featured experiences are the ones guests ask for most.' },
    packing: { label: 'Packing', title: 'What to Pack', intro: 'Pack light and in layers: lodges offer laundry, and light aircraft limit luggage. Here is what we recommend.' },
  },
  featuredLabel: 'Featured',
  byCountryTitle: 'Activities by Country',
  cta: {
    title: 'Still Planning?',
    text: 'Ask us about visas, seasons, flights or what to pack: we answer every question within 24 hours.',
  },
  booking: { target: 'contact-page', label: 'Ask Our Team' },
} as const;
