/**
 * The Terms and Conditions: SPEC §9's figures and §5's booking requirements. Each section is a
 * list of paragraphs, and optionally a table (the cancellation scale).
 */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  table?: { caption: string; headers: [string, string]; rows: [string, string][] };
}

export const termsHero = {
  eyebrow: 'The small print, in plain words',
  title: 'Terms and Conditions',
  intro: 'Please read these terms before you book. They set out what we promise you, and what we ask of you in return.',
};

export const lastUpdated = { label: 'Last updated January 2025', iso: '2025-01' };

export const termsSections: TermsSection[] = [
  {
    id: 'bookings',
    title: 'Bookings and Deposits',
    paragraphs: [
      'A booking is confirmed once we have received a deposit of 30% of the total safari price. Until then, dates and availability are held only as a courtesy.',
      'The names on your booking must match the names in your passports exactly, as lodges, airlines and border officials check them.',
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    paragraphs: [
      'Full payment is due 60 days before your departure. All prices are quoted in US dollars (USD) and are subject to change until your deposit has been received; after that, the price of your booking is fixed.',
    ],
    points: ['Bank transfer', 'Credit card', 'Certified cheque'],
  },
  {
    id: 'cancellation',
    title: 'Cancellation by the Client',
    paragraphs: [
      'Cancellations must reach us in writing. The refund depends on how long before departure we receive your cancellation:',
    ],
    table: {
      caption: 'Refund of the safari price by notice of cancellation',
      headers: ['Cancellation received', 'Refund'],
      rows: [
        ['90 or more days before departure', '50%'],
        ['60 to 89 days before departure', '25%'],
        ['30 to 59 days before departure', '10%'],
        ['Less than 30 days before departure', 'No refund'],
      ],
    },
  },
  {
    id: 'accommodation',
    title: 'Accommodation',
    paragraphs: [
      'All accommodation prices are based on two people sharing a room (double occupancy). Solo travellers pay a single supplement, which we quote with your itinerary.',
    ],
  },
  {
    id: 'documents',
    title: 'Passports and Travel Documents',
    paragraphs: [
      'Your passport must be valid for at least 6 months beyond your return date and have at least 2 blank pages. Obtaining passports, visas and other travel documents is your responsibility.',
    ],
  },
  {
    id: 'health-insurance',
    title: 'Health and Travel Insurance',
    paragraphs: [
      'Please tell us about any medical conditions when you book, so that we can plan your safari safely.',
      'Travel insurance that includes medical evacuation is mandatory for every traveller, for the full length of the trip.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability and Waiver',
    paragraphs: [
      'A safari takes you among wild animals and into remote places, and some risk remains however carefully we guide. Every traveller must sign a liability waiver before the safari begins.',
    ],
  },
  {
    id: 'disputes',
    title: 'Disputes and Governing Law',
    paragraphs: [
      'If a disagreement arises, we will first try to resolve it with you through mediation. If mediation does not settle it, the dispute will go to arbitration. These terms are governed by the laws of South Africa.',
    ],
  },
];

export const acknowledgement = {
  title: 'Acceptance of these terms',
  text: 'By booking a safari with us, you confirm that you have read, understood and accepted these Terms and Conditions.',
  question: 'Questions about these terms?',
  contact: { label: 'Contact Us', href: '/contact' },
};
