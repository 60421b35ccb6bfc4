/**
 * Entry and health notes per country on a route (issue 30), as the atlas names the country. General guidance
 * for the pack, not advice: every note sends the traveller to the official source for their nationality.
 */
export interface EntryHealthNote {
  entry: string[];
  health: string[];
}

const YELLOW_FEVER = 'A yellow fever certificate is asked for if you arrive from, or passed through, a country with yellow fever risk.';

export const entryHealthNotes: Record<string, EntryHealthNote> = {
  'South Africa': {
    entry: ['Your passport needs two blank pages for entry stamps.', 'Check with the South African mission in your country whether your nationality needs a visa.', 'Children travelling need their full birth certificate or an equivalent document.'],
    health: [YELLOW_FEVER, 'The Kruger area and the far north-east are malaria areas: ask a travel clinic about prevention.'],
  },
  Botswana: {
    entry: ['Check whether your nationality needs a visa before you fly.', 'Light aircraft into the Okavango Delta take soft bags of about 20 kg each.'],
    health: [YELLOW_FEVER, 'The Okavango Delta, Chobe and the north are malaria areas: ask a travel clinic about prevention.'],
  },
  Zimbabwe: {
    entry: ['Many nationalities buy a visa on arrival; the KAZA visa covers Zimbabwe and Zambia for a Victoria Falls crossing.', 'Keep US dollars in small notes for visa fees.'],
    health: [YELLOW_FEVER, 'Victoria Falls and Hwange are malaria areas: ask a travel clinic about prevention.'],
  },
  Zambia: {
    entry: ['Many nationalities buy a visa on arrival or online; the KAZA visa covers Zambia and Zimbabwe.'],
    health: [YELLOW_FEVER, 'Most of Zambia is a malaria area: ask a travel clinic about prevention.'],
  },
  Namibia: {
    entry: ['Check whether your nationality needs a visa or an entry fee before you fly.'],
    health: [YELLOW_FEVER, 'The north (Etosha, the Zambezi Region) is a malaria area in the rainy months: ask a travel clinic.'],
  },
  Mozambique: {
    entry: ['Check the visa rules for your nationality before you fly.'],
    health: [YELLOW_FEVER, 'All of Mozambique is a malaria area: ask a travel clinic about prevention.'],
  },
  Tanzania: {
    entry: ['Most nationalities need a visa: apply online before you fly.'],
    health: [YELLOW_FEVER, 'Malaria occurs below about 1,800 m: ask a travel clinic about prevention.'],
  },
  Kenya: {
    entry: ['Apply online for the electronic travel authorisation before you fly.'],
    health: [YELLOW_FEVER, 'Malaria occurs below about 1,800 m: ask a travel clinic about prevention.'],
  },
};

/** For a country without notes of its own. */
export const GENERAL_NOTE: EntryHealthNote = {
  entry: ['Check the visa rules for your nationality with the country\'s mission before you fly.'],
  health: ['See a travel clinic six weeks before you leave about vaccinations and malaria prevention.'],
};
