import type { FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';

/*
 * The FAQ and the Terms and Conditions as the site first shows them (SPEC §9's figures and §5's booking
 * requirements), written to PostgreSQL at the first start (decision 116); from then on the operator edits
 * them under Settings. Body text: a blank line starts a paragraph, lines starting "- " make a list, and
 * lines with a "|" make a table whose first line is the header (lib/text-blocks.ts). The booking figures are
 * placeholders ({depositPercent}, {balanceDays}, {cancellationTable}, {cancellationSummary}) filled from what
 * the booking flow uses (lib/domain/booking/booking-terms.ts, issue 29), so the FAQ and the Terms cannot disagree with it.
 */

export const DEFAULT_FAQ: FaqItem[] = [
  {
    question: 'What is included in the price of a safari?',
    answer:
      'Every safari includes your professional guide, your accommodation, the transfers and border crossings on your route, and the activities listed in your itinerary. Meals are as each day of the itinerary shows them.\n\nEach trip’s page lists exactly what is included and what is not. Usually not included: drinks, flights to and from South Africa, travel insurance and gratuities, so you are free to book the fares and airline that suit you best.',
  },
  {
    question: 'Can you tailor a safari to our plans?',
    answer:
      'Yes, most of our guests travel on a tailor-made itinerary. We plan trips from 3 days to 3 weeks and adjust the destinations, lodges and activities to your interests and budget.',
  },
  {
    question: 'How large a group can you take?',
    answer:
      'We guide everyone from honeymooning couples to families and groups of friends, and we can host groups of up to 20 travellers on a custom safari.',
  },
  {
    question: 'How much is the deposit, and is it refundable?',
    answer:
      'A deposit of {depositPercent}% of the total price confirms your booking and lets us reserve lodges, guides and flights on your behalf. If you cancel, what we refund depends on how long before departure you tell us, and never exceeds what you have paid:\n\n{cancellationTable}',
  },
  {
    question: 'When is the balance of the safari due?',
    answer:
      'The balance is due {balanceDays} days before your safari begins. We send a reminder two weeks before that date.',
  },
  {
    question: 'What happens if we have to cancel?',
    answer:
      'Tell us in writing. {cancellationSummary} Cancellations close to departure are refunded little or nothing, which is why we ask every traveller to have travel insurance.',
  },
  {
    question: 'What travel documents do we need?',
    answer:
      'Your passport must be valid for at least 6 months beyond your departure date and should have blank pages for entry stamps. Please make sure the names on your booking match your passport exactly.\n\nVisa rules depend on your nationality and the countries on your route; we will tell you what applies when we plan your trip.',
  },
  {
    question: 'Do we need travel insurance?',
    answer:
      'Yes. Travel insurance that covers medical evacuation is required for every guest. Please also let us know about any medical conditions when you book, so your guide is prepared.',
  },
  {
    question: 'How safe is a safari with you?',
    answer:
      'Safety comes first on every drive and walk. Our two professional guides each have more than 12 years of experience in the bush, and we are proud of our 100% safety record with over 500 happy travellers.',
  },
  {
    question: 'When is the best time to go on safari?',
    answer:
      'It depends on what you would like to see. The dry months from May to September are the classic time for game viewing in the Kruger, while Victoria Falls is at its most dramatic in high water, from February to July.\n\nTell us your dates and we will suggest the destinations that are at their best while you travel.',
  },
];

/** When the shipped texts were last changed: the Terms' "Last updated" line until the operator edits them. */
export const DEFAULT_TEXTS_UPDATED_AT = new Date('2025-01-15T00:00:00Z');

export const DEFAULT_TERMS: TermsSection[] = [
  {
    heading: 'Bookings and Deposits',
    body:
      'A booking is confirmed once we have received a deposit of {depositPercent}% of the total safari price. Until then, dates and availability are held only as a courtesy.\n\nThe names on your booking must match the names in your passports exactly, as lodges, airlines and border officials check them.',
  },
  {
    heading: 'Payment',
    body:
      'Full payment is due {balanceDays} days before your departure. Prices on this website are quoted in US dollars (USD); a proposal may be quoted in another currency, and its currency is then the currency of your booking. Prices are subject to change until your deposit has been received; after that, the price of your booking is fixed.\n\n- Bank transfer\n- Credit card\n- Certified cheque',
  },
  {
    heading: 'Cancellation by the Client',
    body:
      'Cancellations must reach us in writing. The refund, a share of the total price and never more than you have paid, depends on how long before departure we receive your cancellation:\n\n{cancellationTable}',
  },
  {
    heading: 'Accommodation',
    body:
      'All accommodation prices are based on two people sharing a room (double occupancy). Solo travellers pay a single supplement, which we quote with your itinerary.',
  },
  {
    heading: 'Passports and Travel Documents',
    body:
      'Your passport must be valid for at least 6 months beyond your return date and have at least 2 blank pages. Obtaining passports, visas and other travel documents is your responsibility.',
  },
  {
    heading: 'Health and Travel Insurance',
    body:
      'Please tell us about any medical conditions when you book, so that we can plan your safari safely.\n\nTravel insurance that includes medical evacuation is mandatory for every traveller, for the full length of the trip.',
  },
  {
    heading: 'Liability and Waiver',
    body:
      'A safari takes you among wild animals and into remote places, and some risk remains however carefully we guide. Every traveller must sign a liability waiver before the safari begins.',
  },
  {
    heading: 'Disputes and Governing Law',
    body:
      'If a disagreement arises, we will first try to resolve it with you through mediation. If mediation does not settle it, the dispute will go to arbitration. These terms are governed by the laws of South Africa.',
  },
];
