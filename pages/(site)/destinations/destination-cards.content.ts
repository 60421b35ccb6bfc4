import type { Destination } from './destinations.types.ts';

/** SPEC §2's destinations, one record each; the tabs in destinations.content.ts group them. */

export const addo: Destination = {
  id: 'addo',
  name: 'Addo Elephant National Park',
  country: 'South Africa',
  description: 'More than 600 elephants in the green thicket of the Eastern Cape, with the Big Five on land and whales in Algoa Bay.',
  highlights: ['600+ elephants', 'The Big Seven', 'Malaria-free'],
  bestTime: 'Year-round',
  image: { id: '1564760055775-d63b17a55c44', alt: 'A young elephant in the Addo thicket' },
  detail: 'addo-elephant',
};

export const chobe: Destination = {
  id: 'chobe',
  name: 'Chobe National Park',
  country: 'Botswana',
  description: 'The greatest concentration of elephants in Africa, best seen from a boat on the Chobe River at sunset.',
  highlights: ['River safaris', 'Huge elephant herds', 'Savuti predators'],
  bestTime: 'May-October',
  image: { id: '1489392191049-fc10c97e64b6', alt: 'Elephants drinking on the banks of the Chobe River' },
  detail: 'chobe',
};

export const caprivi: Destination = {
  id: 'caprivi',
  name: 'Caprivi Strip',
  country: 'Namibia',
  description: 'A green corridor of four rivers between Botswana and Zambia, with quiet parks, riverside lodges and tigerfish.',
  highlights: ['Four rivers', 'Boat safaris', 'Rare antelope'],
  bestTime: 'May-October',
  image: { id: '1518709594023-6eab9bab7b23', alt: 'A river winding through green wetlands' },
  detail: 'caprivi',
};

export const victoriaFalls: Destination = {
  id: 'victoria-falls',
  name: 'Victoria Falls',
  country: 'Zimbabwe and Zambia',
  description: 'The Smoke that Thunders: the largest curtain of falling water on Earth, with rainforest walks and the Flight of Angels.',
  highlights: ['UNESCO World Heritage Site', 'Helicopter flights', 'Zambezi cruises'],
  bestTime: 'February-July',
  image: { id: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls in high water' },
  detail: 'victoria-falls',
};

export const panoramaRoute: Destination = {
  id: 'panorama-route',
  name: 'Panorama Route',
  country: 'South Africa',
  description: 'The scenic road along the Drakensberg escarpment: Blyde River Canyon, the Three Rondavels, God\'s Window and waterfalls.',
  highlights: ['Blyde River Canyon', 'God\'s Window', 'Bourke\'s Luck Potholes'],
  bestTime: 'April-September',
  image: { id: '1484318571209-661cf29a69c3', alt: 'The Three Rondavels above the Blyde River Canyon' },
};

export const capeTown: Destination = {
  id: 'cape-town',
  name: 'Cape Town',
  country: 'South Africa',
  description: 'The Mother City between Table Mountain and the sea: Cape Point, penguins, Robben Island and the Winelands.',
  highlights: ['Table Mountain', 'Cape Point', 'Winelands'],
  bestTime: 'November-March',
  image: { id: '1580060839134-75a5edca2e99', alt: 'Table Mountain above Cape Town' },
  detail: 'cape-town',
};

export const masaiMara: Destination = {
  id: 'masai-mara',
  name: 'Masai Mara',
  country: 'Kenya',
  description: 'Open plains famous for big cats and for the river crossings of the Great Migration.',
  highlights: ['Great Migration', 'Big cats', 'Balloon safaris'],
  bestTime: 'July-October',
  image: { id: '1516426122078-c23e76319801', alt: 'Acacia trees on golden plains' },
  detail: 'masai-mara',
};

export const kilimanjaro: Destination = {
  id: 'kilimanjaro',
  name: 'Mount Kilimanjaro',
  country: 'Tanzania',
  description: 'Africa\'s highest mountain at 5,895 m, climbed on foot through five climate zones to Uhuru Peak.',
  highlights: ['Six trekking routes', 'No technical climbing', 'Summit sunrise'],
  bestTime: 'January-March and June-October',
  image: { id: '1454496522488-7a8e488e8606', alt: 'A snow-capped summit above the clouds' },
  detail: 'kilimanjaro',
};

export const ngorongoro: Destination = {
  id: 'ngorongoro',
  name: 'Ngorongoro Crater',
  country: 'Tanzania',
  description: 'A vast volcanic caldera whose floor holds the Big Five, black rhino and flamingos.',
  highlights: ['Black rhino', 'Big Five in a day', 'Crater rim views'],
  bestTime: 'June-September',
  image: { id: '1470071459604-3b5ec3a7fe05', alt: 'Morning mist over the crater rim' },
  detail: 'ngorongoro',
};

export const serengeti: Destination = {
  id: 'serengeti',
  name: 'Serengeti National Park',
  country: 'Tanzania',
  description: 'Endless plains where two million animals follow the rains: the stage of the Great Migration.',
  highlights: ['UNESCO World Heritage Site', 'Great Migration', 'Balloon flights'],
  bestTime: 'June-October',
  image: { id: '1504173010664-32509aeebb62', alt: 'Zebras on the open plains' },
  detail: 'serengeti',
};

export const zanzibar: Destination = {
  id: 'zanzibar',
  name: 'Zanzibar',
  country: 'Tanzania',
  description: 'The Spice Island: white beaches, coral reefs and the old lanes of Stone Town, a short flight from safari.',
  highlights: ['Indian Ocean beaches', 'Stone Town', 'Snorkelling'],
  bestTime: 'Jun-Sep and Dec-Feb',
  image: { id: '1507525428034-b723cf961d3e', alt: 'Turquoise water on a white beach' },
  detail: 'zanzibar',
};
