import type { Destination } from './destinations.types.ts';

/** SPEC §2's National Parks tab (Victoria Falls, shared with Southern Africa, lives in destination-cards). */

export const kruger: Destination = {
  id: 'kruger',
  name: 'Kruger National Park',
  country: 'South Africa',
  description: 'Our home ground: nearly 20,000 km² of Big Five country, explored with the guides who grew up beside it.',
  highlights: ['Big Five Guarantee', '500+ bird species', 'Night drives'],
  bestTime: 'May-September',
  image: { id: '1549366021-9f761d450615', alt: 'A male lion in morning light' },
  detail: 'kruger',
};

export const okavango: Destination = {
  id: 'okavango',
  name: 'Okavango Delta',
  country: 'Botswana',
  description: 'A river that spreads into the Kalahari: channels and islands explored by mokoro, on foot and from the air.',
  highlights: ['Mokoro trips', 'Scenic flights', 'UNESCO World Heritage Site'],
  bestTime: 'May-September',
  image: { id: '1518709594023-6eab9bab7b23', alt: 'Channels of the delta from the air' },
  detail: 'okavango',
};

export const kgalagadi: Destination = {
  id: 'kgalagadi',
  name: 'Kgalagadi Transfrontier Park',
  country: 'South Africa and Botswana',
  description: 'Red dunes and dry riverbeds shared by two countries, home of the black-maned Kalahari lion.',
  highlights: ['Black-maned lions', 'Predator photography', 'Dark skies'],
  bestTime: 'Mar-May and Sep-Nov',
  image: { id: '1500530855697-b586d89ba3ee', alt: 'Red dunes under a wide sky' },
  detail: 'kgalagadi',
};

export const manaPools: Destination = {
  id: 'mana-pools',
  name: 'Mana Pools',
  country: 'Zimbabwe',
  description: 'Floodplains of the Zambezi where you walk and canoe among elephants and wild dogs.',
  highlights: ['Walking safaris', 'Canoeing', 'UNESCO World Heritage Site'],
  bestTime: 'April-October',
  image: { id: '1557050543-4d5f4e07ef46', alt: 'Elephants on the floodplain' },
  detail: 'mana-pools',
};

export const makgadikgadi: Destination = {
  id: 'makgadikgadi',
  name: 'Makgadikgadi Pans',
  country: 'Botswana',
  description: 'Salt flats to the horizon, meerkats, and a great zebra migration after the summer rains.',
  highlights: ['Zebra migration', 'Meerkats', 'Quad biking'],
  bestTime: 'Nov-Apr',
  image: { id: '1535941339077-2dd1c7963098', alt: 'Open plains under a big sky' },
  detail: 'makgadikgadi',
};

export const elephantsSands: Destination = {
  id: 'elephants-sands',
  name: 'Elephants Sands',
  country: 'Botswana',
  description: 'A bush lodge around a waterhole where elephants drink a few metres from your chalet.',
  highlights: ['Elephants at the waterhole', 'Bush walks', 'Sundowners'],
  bestTime: 'May-October',
  image: { id: '1523805009345-7448845a9e53', alt: 'An elephant at sunset' },
  detail: 'elephants-sands',
};

export const kariba: Destination = {
  id: 'kariba',
  name: 'Lake Kariba',
  country: 'Zimbabwe and Zambia',
  description: 'A great lake on the Zambezi with drowned forests, houseboats, tigerfish and famous sunsets.',
  highlights: ['Houseboats', 'Tigerfish', 'Matusadona'],
  bestTime: 'Apr-Nov',
  image: { id: '1439066615861-d1af74d74000', alt: 'Still water of the lake at dusk' },
  detail: 'kariba',
};
