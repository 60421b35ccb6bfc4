/** Copy of the two inquiry forms and their toasts (SPEC §5 and §8, quoted). */
import type { Localized } from '#lib/domain/site/locale.ts';

export const inquiryToasts = {
  successTitle: 'Inquiry Sent!',
  successText: "Thank you for your interest. We'll respond within 24 hours.",
  failureTitle: 'Error',
  failureText: 'Failed to send inquiry. Please try again.',
};

export const inquiryFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  arrivalDate: 'Arrival Date',
  departureDate: 'Departure Date',
  submit: 'Send Inquiry',
  sending: 'Sending...',
};

export const homeInquiryContent = {
  heading: 'Send Us an Inquiry',
  packageType: 'Package Interest',
  packagePlaceholder: 'Select a package',
  groupSize: 'Group Size',
  groupPlaceholder: 'Select group size',
  datesLegend: 'Travel dates (optional)',
  // SPEC §5: the note about time zones beside the dates.
  timeZoneNote: 'Please allow for time zones when choosing your dates: Africa is a day ahead of the US.',
  message: 'Message',
  messagePlaceholder: 'Tell us what you would love to see and do on safari.',
};

export const contactInquiryContent = {
  heading: 'Plan Your Safari Adventure',
  intro: 'Fields marked * are required. Tell us as much or as little as you like: we will fill in the rest together.',
  phone: 'Phone',
  phoneHint: 'Optional. Include your country code if you would like us to call or message you.',
  safariType: 'Safari Type',
  safariPlaceholder: 'Select a safari type',
  groupSize: 'Group Size',
  groupPlaceholder: 'Select group size',
  budgetRange: 'Budget Range (USD)',
  budgetPlaceholder: 'Select a budget range',
  message: 'Additional Information',
  messagePlaceholder: 'Special interests, celebrations, dietary needs, anything we should know.',
  packageNote: (name: string) => `You are enquiring about the ${name} package.`,
  packageMessage: (name: string, duration: string) => `I would like to know more about the ${name} package (${duration}).`,
};

/** Group sizes read as people (shared with the desk and the export). */
export { groupSizeLabel } from '#lib/inquiry-labels.ts';

/** What both forms say when they name a trip (a trip page) or a place (a Book button on its page). */
export const namedTripContent = {
  tripNote: 'Your trip:',
  departure: 'Departure',
  departureHint: 'Our fixed group departures. Choose one, or leave it open for a private date.',
  noDeparture: 'No fixed departure',
  departureWaitlist: (date: string) => `${date} (held for another traveller: join the waitlist)`,
  departureOption: (date: string, left: number) => (left <= 0 ? `${date} (full)` : `${date} (${left} ${left === 1 ? 'seat' : 'seats'} left)`),
  tripMessage: (name: string) => `I'd like to know more about ${name}: dates, availability and the price for our group.`,
  placeMessage: (kind: 'destination' | 'activity', name: string) =>
    kind === 'activity'
      ? `I'd like to book ${name} during my trip. Please let me know when it runs and what it would cost.`
      : `I'd like to visit ${name}. Please suggest how many days to spend there and what the trip would cost.`,
  tripChoice: 'Trip (optional)',
  tripChoiceHint: 'Our trips that pass this way. Choose one, or leave it open and we will plan a trip with you.',
  noParticularTrip: 'No particular trip',
};

/** The party's optional fields on both forms (issue 40), in the page's language (issue 42). */
export const partyContent: Localized<{ legend: string; why: string; adults: string; childrenAges: string; childrenAgesHint: string; country: string; countryPlaceholder: string }> = {
  en: {
    legend: 'Who is travelling (optional)',
    why: 'Tell us and we can send a first price with our reply.',
    adults: 'Adults',
    childrenAges: 'Children’s ages',
    childrenAgesHint: 'e.g. 4, 9',
    country: 'Country you live in',
    countryPlaceholder: 'Select a country',
  },
  de: {
    legend: 'Wer reist mit? (freiwillig)',
    why: 'Mit diesen Angaben schicken wir Ihnen mit unserer Antwort einen ersten Preis.',
    adults: 'Erwachsene',
    childrenAges: 'Alter der Kinder',
    childrenAgesHint: 'z. B. 4, 9',
    country: 'Land, in dem Sie leben',
    countryPlaceholder: 'Land wählen',
  },
};
