/** Copy of the FAQ page; the facts are SPEC §9's FAQ terms. */
export interface FaqEntry {
  id: string;
  question: string;
  /** One paragraph each. */
  answer: string[];
  /** Payment and cancellation answers: the terms, not the FAQ, bind (SPEC's figures differ; DESIGN). */
  seeTerms?: boolean;
}

export interface CustomizationOption {
  icon: 'calendar' | 'group' | 'bed' | 'map' | 'binoculars' | 'heart';
  title: string;
  text: string;
}

export const faqHero = {
  eyebrow: 'Good to know',
  title: 'Frequently Asked Questions',
  intro: 'Everything travellers usually ask us before they book, from what is included to how payments work. If your question is not here, we are a phone call away.',
};

export const faqSection = {
  title: 'Your questions, answered',
  termsNote: 'These answers are a summary. The binding payment and cancellation terms are those in our',
  termsLink: { href: '/terms', label: 'Terms and Conditions' },
  termsNoteEnd: ', which prevail where they differ.',
};

export const faqEntries: FaqEntry[] = [
  {
    id: 'included',
    question: 'What is included in the price of a safari?',
    answer: [
      'Every one of our safaris includes your professional guide, all accommodation, border transfers, the activities listed in your itinerary, flights within Africa, and your food and drinks.',
      'International flights to and from South Africa are not included, so you are free to book the fares and airline that suit you best.',
    ],
  },
  {
    id: 'customize',
    question: 'Can you tailor a safari to our plans?',
    answer: [
      'Yes, most of our guests travel on a tailor-made itinerary. We plan trips from 3 days to 3 weeks and adjust the destinations, lodges and activities to your interests and budget.',
    ],
  },
  {
    id: 'group-size',
    question: 'How large a group can you take?',
    answer: [
      'We guide everyone from honeymooning couples to families and groups of friends, and we can host groups of up to 20 travellers on a custom safari.',
    ],
  },
  {
    id: 'deposit',
    seeTerms: true,
    question: 'Is the deposit refundable?',
    answer: [
      'No. Your deposit confirms your dates and lets us reserve lodges, guides and flights on your behalf, so it is non-refundable once paid.',
    ],
  },
  {
    id: 'balance',
    seeTerms: true,
    question: 'When is the balance of the safari due?',
    answer: ['The balance is due 90 days before your safari begins. We send a reminder well ahead of the date.'],
  },
  {
    id: 'cancellation',
    seeTerms: true,
    question: 'What happens if we have to cancel?',
    answer: [
      'If you cancel at least 90 days before your safari, we refund everything you have paid above the deposit. Cancellations made later than 90 days before the safari are not refunded, which is why we recommend travel insurance.',
    ],
  },
  {
    id: 'passport',
    question: 'What travel documents do we need?',
    answer: [
      'Your passport must be valid for at least 6 months beyond your departure date and should have blank pages for entry stamps. Please make sure the names on your booking match your passport exactly.',
      'Visa rules depend on your nationality and the countries on your route; we will tell you what applies when we plan your trip.',
    ],
  },
  {
    id: 'insurance',
    question: 'Do we need travel insurance?',
    answer: [
      'Yes. Travel insurance that covers medical evacuation is required for every guest. Please also let us know about any medical conditions when you book, so your guide is prepared.',
    ],
  },
  {
    id: 'safety',
    question: 'How safe is a safari with you?',
    answer: [
      'Safety comes first on every drive and walk. Our two professional guides each have more than 12 years of experience in the bush, and we are proud of our 100% safety record with over 500 happy travellers.',
    ],
  },
  {
    id: 'best-time',
    question: 'When is the best time to go on safari?',
    answer: [
      'It depends on what you would like to see. The dry months from May to September are the classic time for game viewing in the Kruger, while Victoria Falls is at its most dramatic in high water, from February to July.',
      'Tell us your dates and we will suggest the destinations that are at their best while you travel.',
    ],
  },
];

export const customization = {
  eyebrow: 'Made for you',
  title: 'Build the safari you have in mind',
  intro: 'No two of our trips are the same. These are the things we shape around you.',
  options: [
    { icon: 'calendar', title: 'Trip length', text: 'A long weekend in the Kruger or a grand tour of three weeks: anything from 3 days to 3 weeks.' },
    { icon: 'group', title: 'Group size', text: 'Private trips for two, family safaris and groups of up to 20 travelling together.' },
    { icon: 'bed', title: 'Accommodation', text: 'From luxury lodges to classic safari tents and comfortable standard lodges.' },
    { icon: 'map', title: 'Destinations', text: 'Stay in South Africa or cross borders to Botswana, Zimbabwe and beyond.' },
    { icon: 'binoculars', title: 'Activities', text: 'Game drives, cheetah walks, quad biking, the Panorama Route and Victoria Falls.' },
    { icon: 'heart', title: 'Special occasions', text: 'Honeymoons, anniversaries and milestone birthdays, with the touches that make them memorable.' },
  ] satisfies CustomizationOption[],
  cta: { label: 'Start Planning Your Safari', href: '/contact' },
};

export const stillQuestions = {
  title: 'Still have questions?',
  text: 'Our family answers every enquiry personally, within 24 hours.',
  contact: { label: 'Contact Us', href: '/contact' },
  callLabel: (phone: string) => `Call ${phone}`,
};
