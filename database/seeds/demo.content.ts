/**
 * Demo content for a fresh installation: packages of every type SPEC uses, testimonials and a
 * three-level gallery. Photography is from a stock-photo site, as the footer says.
 */
import { stockPhoto as photo } from '#lib/stock-photo.ts';

export const demoPackages = [
  {
    name: 'Elegant Safari Experience',
    type: 'elegant',
    price: 4850,
    duration: '7-21 days',
    description:
      'Our signature private safari: luxury lodges in the Greater Kruger, private game drives with your own guide, and time built in for the moments you will talk about for years.',
    features: ['Private guide and vehicle', 'Luxury lodge accommodation', 'All meals and selected drinks', 'Big Five game drives', 'Bush walks with an armed ranger', 'Airport transfers'],
    accommodation: 'Luxury Lodges',
    groupSize: '2-4 people',
    imageUrl: photo('1516426122078-c23e76319801'),
  },
  {
    name: 'Economical Safari Adventure',
    type: 'economical',
    price: 2450,
    duration: '7-14 days',
    description:
      'All the wildlife for less: comfortable safari camps, shared game drives with a small group and an expert guide who knows where the animals are this week.',
    features: ['Shared game drives', 'Safari camp accommodation', 'Breakfast and dinner', 'Kruger National Park entry', 'Expert guide', 'Airport transfers'],
    accommodation: 'Safari Camps',
    groupSize: '6-8 people',
    imageUrl: photo('1547471080-7cc2caa01a7e'),
  },
  {
    name: 'SA Standard Kruger Safari',
    type: 'Local Safari',
    price: 1650,
    duration: '5 days',
    description: 'Five days in and around the Kruger National Park with morning and sunset drives, a bush walk and nights in a comfortable lodge.',
    features: ['Morning and sunset game drives', 'Guided bush walk', 'Lodge accommodation', 'All meals', 'Park fees', 'Transfers from Hoedspruit'],
    accommodation: 'Standard Lodges',
    groupSize: '2-8 people',
    imageUrl: photo('1549366021-9f761d450615'),
  },
  {
    name: 'SA Standard Panorama & Kruger Explorer',
    type: 'Local Safari',
    price: 1950,
    duration: '6 days',
    description: 'Blyde River Canyon, God’s Window and Bourke’s Luck Potholes, followed by four days of game drives in the Kruger.',
    features: ['Panorama Route day tour', 'Kruger game drives', 'Cheetah walk', 'Lodge accommodation', 'All meals', 'Park fees'],
    accommodation: 'Standard Lodges',
    groupSize: '2-8 people',
    imageUrl: photo('1535941339077-2dd1c7963098'),
  },
  {
    name: 'SA Standard Garden Route & Addo Safari',
    type: 'Local Safari',
    price: 2100,
    duration: '7 days',
    description: 'From Cape Town along the Garden Route to the elephants of Addo: coastline, forests and the Big Seven in one week.',
    features: ['Addo elephant drives', 'Garden Route stops', 'Whale watching in season', 'Lodge accommodation', 'Breakfast daily', 'Private transfers'],
    accommodation: 'Standard Lodges and guesthouses',
    groupSize: '2-6 people',
    imageUrl: photo('1523805009345-7448845a9e53'),
  },
  {
    name: 'Cross Border Chobe & Victoria Falls Adventure',
    type: 'Cross Border Adventure',
    price: 3400,
    duration: '8 days',
    description: 'Elephant herds on the Chobe River, then the thunder of Victoria Falls: two countries, two wonders, one guide throughout.',
    features: ['Chobe river cruise', 'Chobe game drives', 'Guided tour of Victoria Falls', 'Border transfers', 'Lodge accommodation', 'All meals'],
    accommodation: 'Lodges and tented camps',
    groupSize: '2-8 people',
    imageUrl: photo('1489392191049-fc10c97e64b6'),
  },
  {
    name: 'Cross Border Okavango & Makgadikgadi Expedition',
    type: 'Cross Border Adventure',
    price: 4200,
    duration: '10 days',
    description: 'Mokoro trips through the Okavango Delta, the salt pans of Makgadikgadi and the elephants of Elephant Sands.',
    features: ['Mokoro excursions', 'Salt pan sunset', 'Elephant Sands waterhole', 'Border transfers', 'Tented camps', 'All meals'],
    accommodation: 'Tented camps',
    groupSize: '4-8 people',
    imageUrl: photo('1504173010664-32509aeebb62'),
  },
  {
    name: 'Luxury Sabi Sand Private Reserve Safari',
    type: 'Luxury Experience',
    price: 6900,
    duration: '6 days',
    description: 'Leopard country: a private reserve bordering the Kruger with off-road tracking, a suite with a plunge pool and a private chef.',
    features: ['Off-road leopard tracking', 'Suite with private plunge pool', 'Private chef dinners', 'Spa treatment', 'Charter flight transfers', 'All drinks included'],
    accommodation: 'Luxury Lodges',
    groupSize: '2-4 people',
    imageUrl: photo('1534177616072-ef7dc120449d'),
  },
  {
    name: 'Luxury Okavango Delta Fly-in Safari',
    type: 'Luxury Experience',
    price: 8750,
    duration: '8 days',
    description: 'Light aircraft between three remote camps in the Okavango Delta, with helicopter views of the floodplains.',
    features: ['Light-aircraft transfers', 'Scenic helicopter flight', 'Three exclusive camps', 'Mokoro and walking safaris', 'All meals and drinks', 'Private guide'],
    accommodation: 'Luxury tented camps',
    groupSize: '2-4 people',
    imageUrl: photo('1518709594023-6eab9bab7b23'),
  },
];

export const demoTestimonials = [
  { name: 'Sarah Mitchell', country: 'United States', rating: 5, comment: 'We saw all of the Big Five in three days, and our guide knew every bird call. The most personal trip we have ever taken.', packageType: 'elegant' },
  { name: 'Lukas Becker', country: 'Germany', rating: 5, comment: 'Perfectly organised from the airport to the border crossing at Kazungula. Victoria Falls took our breath away.', packageType: 'Cross Border Adventure' },
  { name: 'Emma Thompson', country: 'United Kingdom', rating: 5, comment: 'The cheetah walk was unforgettable, and the family made us feel at home. Already planning our return.', packageType: 'economical' },
  { name: 'Hiroshi Tanaka', country: 'Japan', rating: 4, comment: 'Excellent photography opportunities and a guide who was patient with my long lens. The lodges were spotless.', packageType: 'Local Safari' },
  { name: 'Chloé Martin', country: 'France', rating: 5, comment: 'Safety was taken seriously at every step, which let us simply enjoy the bush. Merci for a magical honeymoon.', packageType: 'Luxury Experience' },
];

const galleryPhotos = (pairs: [string, string, string?][]) =>
  pairs.map(([id, title, description], index) => ({
    title,
    description,
    imageUrl: photo(id, 1600),
    thumbnailUrl: photo(id, 480),
    sortOrder: index,
  }));

export const demoGallery = [
  {
    name: 'Big Five Encounters',
    description: 'Lion, leopard, elephant, buffalo and rhino, photographed on our game drives.',
    coverImageUrl: photo('1549366021-9f761d450615', 800),
    galleries: [
      {
        name: 'Lions of the Kruger',
        description: 'Prides at rest and on the move.',
        photos: galleryPhotos([
          ['1549366021-9f761d450615', 'Male lion at dawn', 'Sabi Sand, early morning light'],
          ['1546182990-dffeafbe841d', 'Lioness watching', 'Waiting for the herd to come closer'],
          ['1614027164847-1b28cfe1df60', 'Pride at rest'],
          ['1534188753412-3e26d0d618d6', 'Cubs at play'],
        ]),
      },
      {
        name: 'Elephants and Buffalo',
        description: 'The herds of Addo and Chobe.',
        photos: galleryPhotos([
          ['1557050543-4d5f4e07ef46', 'Elephant herd at the river', 'Chobe River crossing'],
          ['1564760055775-d63b17a55c44', 'Young elephant'],
          ['1551316679-9c6ae9dec224', 'Cape buffalo', 'A lone bull in the Kruger'],
        ]),
      },
    ],
  },
  {
    name: 'Landscapes and Skies',
    description: 'Canyons, waterfalls and sunsets from the Panorama Route to Victoria Falls.',
    coverImageUrl: photo('1516026672322-bc52d61a55d5', 800),
    galleries: [
      {
        name: 'Panorama Route',
        description: 'Blyde River Canyon and God’s Window.',
        photos: galleryPhotos([
          ['1516026672322-bc52d61a55d5', 'Blyde River Canyon'],
          ['1484318571209-661cf29a69c3', 'Three Rondavels', 'Seen from the canyon rim'],
          ['1523805009345-7448845a9e53', 'Savanna sunset'],
        ]),
      },
      {
        name: 'Victoria Falls',
        description: 'The smoke that thunders.',
        photos: galleryPhotos([
          ['1568625502763-2a5ec6a94c47', 'Main Falls in high water', 'February to July'],
          ['1609198092458-38a293c7ac4b', 'Rainbow over the gorge'],
        ]),
      },
    ],
  },
  {
    name: 'Life on Safari',
    description: 'Our guides, our vehicles and the people who make every trip.',
    coverImageUrl: photo('1523805009345-7448845a9e53', 800),
    galleries: [
      {
        name: 'Guides at Work',
        description: 'Tracking, spotting and sharing the bush.',
        photos: galleryPhotos([
          ['1493246507139-91e8fad9978e', 'Tracking at sunrise'],
          ['1517960413843-0aee8e2b3285', 'Sundowner stop', 'Every drive ends with a view'],
        ]),
      },
    ],
  },
];
