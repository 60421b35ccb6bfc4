import type { DestinationDetail } from '../destination-detail.types.ts';

export const capeTown: DestinationDetail = {
  slug: 'cape-town',
  name: 'Cape Town',
  country: 'South Africa',
  // The city and the peninsula down to Cape Point.
  area: { lat: -33.9249, lng: 18.4241, radiusKm: 60 },
  tagline: 'The Mother City, between Table Mountain and two oceans',
  title: 'Cape Town: Table Mountain, Cape Point and the Winelands',
  metaDescription:
    'Plan Cape Town with our family team: Table Mountain, the Cape Peninsula and Cape Point, Boulders Beach penguins, Robben Island and the Winelands, before or after safari.',
  hero: { id: '1580060839134-75a5edca2e99', alt: 'Table Mountain above the city of Cape Town' },
  about: [
    'Cape Town sits at the foot of Table Mountain, a flat-topped sandstone massif rising 1,085 metres above the city. It is one of the New7Wonders of Nature, and its slopes are part of the Cape Floral Region, the smallest and richest of the world\'s six floral kingdoms.',
    'A few days here round off a safari well: a cable car to the summit, the drive along Chapman\'s Peak to Cape Point, the African penguins of Boulders Beach, the ferry to Robben Island and a day among the vineyards of Stellenbosch and Franschhoek.',
  ],
  gallery: [
    { id: '1505142468610-359e7d316be0', alt: 'Atlantic waves along the Cape Peninsula' },
    { id: '1501785888041-af3ef285b470', alt: 'Mountains and water in the Cape' },
    { id: '1519046904884-53103b34b206', alt: 'A white sand beach near Cape Town' },
    { id: '1470071459604-3b5ec3a7fe05', alt: 'Morning mist over green mountain slopes' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Table Mountain Cableway', description: 'A rotating cable car to the summit, with walks along the edge and views over the city and bay.', duration: '2-3 hours' },
      { name: 'Cape Peninsula and Cape Point', description: 'Chapman\'s Peak Drive, the Cape of Good Hope and the lighthouse at Cape Point.', duration: '8-9 hours' },
      { name: 'Boulders Beach Penguins', description: 'Boardwalks through a colony of endangered African penguins in Simon\'s Town.', duration: '1 hour' },
      { name: 'Robben Island Tour', description: 'The ferry to the island where Nelson Mandela was held, guided by a former political prisoner.', duration: '3.5-4 hours' },
      { name: 'Winelands Tasting Day', description: 'Stellenbosch and Franschhoek estates, Cape Dutch houses and a long lunch.', duration: 'Full day' },
      { name: 'Whale Watching in Hermanus', description: 'Southern right whales close to shore from June to November.', duration: 'Full day' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Western Cape, South Africa' },
      { label: 'Table Mountain', value: '1,085 m' },
      { label: 'Best time', value: 'November-March (summer)' },
      { label: 'Recommended stay', value: '3-4 days' },
    ],
  },
  highlights: [
    'Table Mountain, a New7Wonder of Nature',
    'Cape Point, where the peninsula meets the sea',
    'African penguins at Boulders Beach',
    'World-class wine estates an hour away',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Add Cape Town to Your Safari',
    text: 'Many of our guests end their safari in the Mother City. Tell us how many days you have and we will plan them with you.',
    contactLink: true,
  },
};
