import type { EnquiryIndicative } from '#lib/domain/costing/indicative.ts';

type Unavailable = Extract<EnquiryIndicative['indicative'], { ok: false }>['reason'];

/** The words of the enquiry page's "Indicative price from rates" panel and of the party among the enquiry's facts (issue 40). */
export const indicativePanelContent = {
  heading: 'Indicative price from rates',
  intro: 'What the rates give for this party: each stop’s cheapest room for the low end, its dearest for the high end, park fees included.',
  unavailable: {
    'no-trip': 'The enquiry names no trip, so there is nothing to price.',
    'no-rooms': 'The trip’s stops name no supplier rooms: add them in the package editor’s itinerary to price it.',
    'no-party': 'The traveller did not say how many adults travel.',
    'no-date': 'The enquiry gives no arrival date or departure.',
  } satisfies Record<Unavailable, string>,
  range: 'Per person sharing',
  noFigure: 'No figure: the rates do not cover every night.',
  off: 'Indicative prices are off in Settings: the traveller was sent no figure.',
  sent: 'With the rates as they are now, the acknowledgement of such an enquiry carries this range.',
  nights: (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`,
  cheapest: 'cheapest',
  dearest: 'dearest',
  unpriced: 'no rate',
  missingHeading: 'Missing',
  party: 'Party',
  livesIn: 'Lives in',
  notGiven: 'Not given',
} as const;
