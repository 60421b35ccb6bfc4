import type { DestinationDetail } from '../destination-detail.types.ts';

export const makgadikgadi: DestinationDetail = {
  slug: 'makgadikgadi',
  name: 'Makgadikgadi Pans',
  country: 'Botswana',
  // Ntwetwe and Sowa pans, Gweta and Nata; Elephant Sands stays outside.
  area: { lat: -20.75, lng: 25.5, radiusKm: 100 },
  tagline: 'Salt flats to the horizon, meerkats and the zebra migration',
  title: 'Makgadikgadi Pans, Botswana',
  metaDescription:
    'Visit Botswana\'s Makgadikgadi Pans, 12,000 km² of salt flats: quad biking, meerkats, the zebra migration and nights under the stars. Best Nov-Apr.',
  hero: { id: '1500530855697-b586d89ba3ee', alt: 'Flat, pale salt pans stretching to the horizon' },
  about: [
    'The Makgadikgadi Pans are the remains of a vast ancient lake that dried up thousands of years ago. The salt flats cover about 12,000 km² of north-eastern Botswana, among the largest in the world, flat and white enough that the horizon seems to disappear in the dry season.',
    'When the summer rains come, the pans change completely. Shallow water draws flamingos by the thousand, and one of Africa\'s largest zebra migrations moves through the grasslands of the Makgadikgadi and Nxai Pan parks, followed by lions. All year, habituated meerkats and the ancient baobabs on the islands of the pans are a highlight.',
  ],
  gallery: [
    { id: '1504173010664-32509aeebb62', alt: 'Zebras on the grasslands' },
    { id: '1535941339077-2dd1c7963098', alt: 'Open plains under a big sky' },
    { id: '1523805009345-7448845a9e53', alt: 'A red sunset over the pans' },
    { id: '1493246507139-91e8fad9978e', alt: 'A guide at sunrise' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Quad Biking on the Pans', description: 'Ride out across the flat, white crust in the dry season, far from any road.', duration: '2-3 hours' },
      { name: 'Meerkat Encounter', description: 'Sit quietly as a habituated meerkat family wakes up and goes foraging.', duration: '2 hours' },
      { name: 'Zebra Migration Drive', description: 'Follow the herds and their predators across the summer grasslands.', duration: '3-4 hours' },
      { name: 'Sleep-Out Under the Stars', description: 'A bedroll on the open pan and the whole Milky Way overhead.', duration: 'Overnight' },
      { name: 'Walk with the San', description: 'Walk with San guides who share their knowledge of plants and tracking.', duration: '2 hours' },
      { name: 'Baines\' Baobabs Excursion', description: 'The cluster of ancient baobabs painted by Thomas Baines in 1862.', duration: 'Half day' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'North-eastern Botswana' },
      { label: 'Area', value: '12,000 km²' },
      { label: 'Best time', value: 'Nov-Apr' },
      { label: 'Recommended stay', value: '2-3 days' },
    ],
  },
  highlights: [
    'One of the largest salt flats on Earth',
    'The summer zebra migration',
    'Meerkats up close',
    'Flamingos after the rains',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Experience the Pans',
    text: 'The pans are different in every season. Tell us what you would like to see and we will time your visit.',
    contactLink: true,
  },
};
