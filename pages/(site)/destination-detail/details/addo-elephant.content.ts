import type { DestinationDetail } from '../destination-detail.types.ts';

export const addoElephant: DestinationDetail = {
  slug: 'addo-elephant',
  name: 'Addo Elephant National Park',
  country: 'South Africa',
  // The main camp and the park's sections from the Zuurberg to the coast.
  area: { lat: -33.45, lng: 25.75, radiusKm: 45 },
  tagline: 'Elephants, the Big Five and the ocean\'s giants in the Eastern Cape',
  title: 'Addo Elephant National Park Safari',
  metaDescription:
    'Explore Addo Elephant National Park in South Africa\'s Eastern Cape: 600+ elephants, the Big Five and whales in Algoa Bay, on a malaria-free safari with our guides.',
  badges: ['Malaria-free'],
  hero: { id: '1564760055775-d63b17a55c44', alt: 'A young elephant in the thicket of Addo' },
  about: [
    'Addo was proclaimed in 1931 to save the last 11 elephants of the Eastern Cape. Today more than 600 elephants live in the park, and the thick, green spekboom bush they browse makes for some of the closest elephant sightings in Africa.',
    'The park has grown from the Karoo plains to the coast of Algoa Bay, which makes it one of the few places where you can look for the Big Seven: the Big Five on land plus the southern right whale and the great white shark at sea. It lies under an hour\'s drive from Gqeberha (Port Elizabeth) and is free of malaria, which suits families and the end of a Garden Route journey.',
  ],
  gallery: [
    { id: '1557050543-4d5f4e07ef46', alt: 'An elephant family at a waterhole' },
    { id: '1549366021-9f761d450615', alt: 'A male lion resting in the grass' },
    { id: '1551316679-9c6ae9dec224', alt: 'A Cape buffalo bull' },
    { id: '1505142468610-359e7d316be0', alt: 'Waves rolling into Algoa Bay' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Guided Game Drive', description: 'Open-vehicle drives to the waterholes where breeding herds gather in the heat of the day.', duration: '3 hours' },
      { name: 'Night Drive', description: 'Look for the park\'s nocturnal side: bat-eared foxes, aardwolves and hunting lions.', duration: '2 hours' },
      { name: 'Horseback Trail', description: 'Ride through the Nyathi section\'s open plains with a mounted guide.', duration: '2 hours' },
      { name: 'Zuurberg Hiking', description: 'Mountain fynbos and forest trails in the cooler northern section of the park.', duration: '3-4 hours' },
      { name: 'Algoa Bay Marine Tour', description: 'A boat trip to St Croix Island\'s penguins, with whales in season and dolphins year-round.', duration: '2-3 hours' },
      { name: 'Flightless Dung Beetle Spotting', description: 'Addo shelters one of the rarest insects in Africa: give it right of way on the roads.', duration: '1 hour' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Eastern Cape, South Africa' },
      { label: 'Established', value: '1931' },
      { label: 'Elephants', value: 'More than 600' },
      { label: 'Best time', value: 'Year-round; May-September for dry-season sightings' },
      { label: 'Recommended stay', value: '2-3 days' },
    ],
  },
  highlights: [
    'Close-up sightings of large elephant herds',
    'The Big Seven, on land and at sea',
    'Malaria-free and easy to reach',
    'Pairs well with the Garden Route',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Meet the Elephants of Addo',
    text: 'We add Addo to Garden Route and Eastern Cape journeys, or plan a few days here on their own. Tell us what you have in mind.',
    contactLink: true,
  },
};
