import type { Meal, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import type { Locale } from '#lib/domain/site/locale.ts';

/** The words of a trip page (`/packages/<slug>`); the trip's own words come from its record. */
export const tripContent = {
  backLabel: 'All safari packages',
  fallbackPhotoId: '1516426122078-c23e76319801',
  heroAlt: (name: string) => `Scenery of the ${name}`,
  fromPrice: 'from',
  perPersonSharing: 'per person sharing',
  priceOnRequestNote: 'Ask us for a quote for your dates and group',
  enquireLabel: 'Enquire about this trip',
  factsLabel: 'Trip at a glance',
  facts: {
    duration: 'Duration',
    groupSize: 'Group size',
    accommodation: 'Accommodation',
    singleSupplement: 'Single supplement',
  },
  overviewEyebrow: 'The trip',
  overviewTitle: 'What this safari is about',
  highlightsTitle: 'Highlights',

  itineraryEyebrow: 'Day by day',
  itineraryTitle: 'The itinerary',
  itineraryEmpty: 'We shape this trip around you: tell us your dates and what you want to see, and we will send you a day-by-day plan.',
  nightsHere: (nights: number) => (nights === 0 ? 'Passing through' : nights === 1 ? '1 night' : `${nights} nights`),
  placeLabel: 'Where',
  lodgeLabel: 'Stay',
  lodgeLinkHint: '(opens the lodge’s website)',
  mealsLabel: 'Meals included',
  activitiesLabel: 'Activities',

  mapLabel: (name: string) => `Route map of the ${name}`,

  seasonsEyebrow: 'Prices',
  seasonsTitle: 'Seasons and prices',
  seasonsIntro: 'Prices are per person sharing a room, in US dollars, for the whole trip. Travel to and from South Africa is not included.',
  seasonsCaption: 'Price per person sharing, by season',
  seasonColumn: 'Season',
  datesColumn: 'Dates',
  priceColumn: 'Per person sharing',
  singleSupplementNote: (amount: string) => `Travelling alone? A single room adds ${amount} per person.`,
  noSeasons: 'One price all year:',

  includedEyebrow: 'What you pay for',
  includedTitle: 'Included and not included',
  includedHeading: 'Included',
  excludedHeading: 'Not included',

  departuresEyebrow: 'When',
  departuresTitle: 'Departures',
  departuresIntro: 'Fixed departures travel as a small group; each date has a limited number of seats.',
  departuresCaption: 'Fixed group departures and the seats still free',
  dateColumn: 'Departure',
  seatsColumn: 'Seats',
  heldForOthers: 'Held for another traveller',
  joinWaitlist: 'Ask to join the waitlist',
  seatsLeft: (seats: number) => (seats === 0 ? 'Sold out' : seats === 1 ? '1 seat left' : `${seats} seats left`),
  noUpcoming: 'The dates we had planned have all left. Ask us about the next departure, or about running this trip privately.',
  privateTitle: 'Private trip, any date you choose',
  privateText: 'This safari has no fixed departures: it runs for your party alone, starting on the day that suits you.',

  testimonialsEyebrow: 'Travellers say',
  testimonialsTitle: 'From guests on trips like this',

  destinationsEyebrow: 'Go deeper',
  destinationsTitle: 'Destinations on this trip',

  contactHeading: (name: string) => `Enquire about the ${name}`,
  contactIntro: 'Tell us your dates and group: we reply within 24 hours with availability and a quote.',
  breadcrumbPackages: 'Safari Packages',
};

export type TripContent = typeof tripContent;

/** A trip page's words in one language (trip.copy.ts), and what it builds from the trip's numbers in it. */
export type TripCopy = TripContent & {
  dayLabel: (first: number, last: number) => string;
  durationLine: (stops: readonly Pick<TripStop, 'nights'>[], durationText: string) => string;
  monthDayLabel: (monthDay: string) => string;
  mealsSpoken: (meals: readonly Meal[]) => string;
  /** The language money and dates are formatted in (lib/domain/money/money.ts, lib/format.ts). */
  locale: Locale;
};

/** Meals as the page shows them (a letter each) and as a screen reader says them. */
export const MEAL_NAMES: Record<Meal, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "11-01" → "1 November". */
export function monthDayLabel(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** "Breakfast, lunch and dinner". */
export function mealsSpoken(meals: readonly Meal[]): string {
  const words = (['B', 'L', 'D'] as const).filter((meal) => meals.includes(meal)).map((meal, index) => (index === 0 ? MEAL_NAMES[meal] : MEAL_NAMES[meal].toLowerCase()));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}
