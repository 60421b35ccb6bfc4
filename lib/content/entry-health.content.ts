import { documentLines, firstAidLines } from './packing.content.ts';

/**
 * Entry and health notes per country (issue 30), part of /travel-info's packing tab and, for the countries on
 * its route, of the traveller's pack: one record, so the two never say different things. A line the travel
 * documents or first aid lists already hold is that same line. General notes, not advice: each country's
 * mission and a travel clinic have the rules for a nationality.
 */
export interface CountryEntryHealth {
  /** As the atlas names it (lib/route-map.server.ts's countriesOnRoute). */
  country: string;
  /** The heading, where the page's language names the country otherwise (Südafrika); else `country`. */
  name?: string;
  entry: string[];
  health: string[];
}

/** The section's words; here, not in travel-info.content.ts, which the page's script loads: the panel is server-only. */
export const entryHealthWords = {
  title: 'Entry and Health by Country',
  intro: "General notes, not advice: check your nationality's rules with each country's mission, and see a travel clinic six weeks before you leave.",
  everyTraveller: 'For every traveller: ',
} as const;

/** SPEC §5, "Booking requirements stated in the terms", quoted exactly: for every traveller, whatever the route. */
export const BOOKING_REQUIREMENTS =
  'Medical conditions disclosed at booking; travel insurance with medical evacuation mandatory; passport valid 6 months beyond the return date with 2 blank pages; booking names must match the passport exactly; a liability waiver must be signed.';

const malaria = (areas: string) => `${areas}: ask a travel clinic about prevention.`;

export const entryHealthByCountry: CountryEntryHealth[] = [
  {
    country: 'South Africa',
    entry: [documentLines.passport, documentLines.children, 'Check with the South African mission in your country whether your nationality needs a visa.'],
    health: [documentLines.yellowFever, firstAidLines.antimalarials],
  },
  {
    country: 'Botswana',
    entry: ['Check whether your nationality needs a visa before you fly.'],
    health: [documentLines.yellowFever, malaria('The Okavango Delta, Chobe and the north are malaria areas')],
  },
  {
    country: 'Zimbabwe',
    entry: [documentLines.visas, 'Keep US dollars in small notes for visa fees.'],
    health: [documentLines.yellowFever, malaria('Victoria Falls and Hwange are malaria areas')],
  },
  {
    country: 'Zambia',
    entry: [documentLines.visas],
    health: [documentLines.yellowFever, malaria('Most of Zambia is a malaria area')],
  },
  {
    country: 'Namibia',
    entry: ['Check whether your nationality needs a visa or an entry fee before you fly.'],
    health: [documentLines.yellowFever, malaria('The north (Etosha, the Zambezi Region) is a malaria area in the rainy months')],
  },
  {
    country: 'Mozambique',
    entry: ['Check the visa rules for your nationality before you fly.'],
    health: [documentLines.yellowFever, malaria('All of Mozambique is a malaria area')],
  },
  {
    country: 'Tanzania',
    entry: ['Most nationalities need a visa: apply online before you fly.'],
    health: [documentLines.yellowFever, malaria('Malaria occurs below about 1,800 m')],
  },
  {
    country: 'Kenya',
    entry: ['Apply online for the electronic travel authorisation before you fly.'],
    health: [documentLines.yellowFever, malaria('Malaria occurs below about 1,800 m')],
  },
];

/** A country on a route without notes of its own gets the travel documents' general lines. */
export const GENERAL_ENTRY_HEALTH: Omit<CountryEntryHealth, 'country'> = {
  entry: [documentLines.visas],
  health: [documentLines.yellowFever, firstAidLines.medication],
};
