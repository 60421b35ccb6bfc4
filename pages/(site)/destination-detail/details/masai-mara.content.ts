import type { DestinationDetail } from '../destination-detail.types.ts';

export const masaiMara: DestinationDetail = {
  slug: 'masai-mara',
  name: 'Masai Mara National Reserve',
  country: 'Kenya',
  // The reserve and its northern conservancies; the Serengeti's Kogatende, across the border, stays outside.
  area: { lat: -1.35, lng: 35.15, radiusKm: 33 },
  tagline: 'Big cats, open plains and the river crossings of the Great Migration',
  title: 'Masai Mara Safari, Kenya',
  metaDescription:
    'Safari in Kenya\'s Masai Mara: the Great Migration and Mara River crossings from July to October, big cats on the open plains, balloon flights and Maasai culture.',
  hero: { id: '1516426122078-c23e76319801', alt: 'Acacia trees on the golden plains of the Mara' },
  about: [
    'The Masai Mara National Reserve covers about 1,510 km² of rolling grassland in south-western Kenya, bordering Tanzania\'s Serengeti. Its name comes from the Maasai people who have grazed cattle here for centuries, and from the Mara River that winds across it.',
    'From about July to October the Great Migration arrives from the Serengeti: more than a million wildebeest with hundreds of thousands of zebras and gazelles, crossing the crocodile-filled Mara River. All year the reserve is famous for lions, cheetahs and leopards, out on the open plains where they are easy to watch.',
  ],
  gallery: [
    { id: '1549366021-9f761d450615', alt: 'A male lion on the plains' },
    { id: '1504173010664-32509aeebb62', alt: 'Zebras grazing together' },
    { id: '1547970810-dc1eac37d174', alt: 'Giraffes among acacia trees' },
    { id: '1523805009345-7448845a9e53', alt: 'Sunset over the savanna' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Migration River Crossing Drive', description: 'Wait at the Mara River for the herds to gather and plunge across.', duration: 'Full day' },
      { name: 'Hot Air Balloon Safari', description: 'Lift off at dawn over the plains and land for a bush breakfast.', duration: '3-4 hours' },
      { name: 'Big Cat Game Drive', description: 'Follow the Mara\'s famous lion prides, cheetahs and leopards.', duration: '3-4 hours' },
      { name: 'Maasai Village Visit', description: 'Meet a Maasai family, see their homes and hear about their traditions.', duration: '2 hours' },
      { name: 'Guided Bush Walk', description: 'On foot in a conservancy bordering the reserve, with a Maasai guide.', duration: '2-3 hours' },
      { name: 'Sundowner on the Plains', description: 'A drink at a viewpoint as the sun sets over the Oloololo escarpment.', duration: '1-2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Info',
    items: [
      { label: 'Location', value: 'South-western Kenya' },
      { label: 'Area', value: 'About 1,510 km²' },
      { label: 'Migration', value: 'July-October' },
      { label: 'Best time', value: 'July-October' },
      { label: 'Recommended stay', value: '3-4 days' },
    ],
  },
  highlights: [
    'The Great Migration\'s Mara River crossings',
    'Some of Africa\'s best big cat viewing',
    'Dawn balloon flights over the plains',
    'Maasai culture and community conservancies',
  ],
  cta: 'Book Your Safari',
  closing: {
    heading: 'Witness the Great Migration',
    text: 'Migration season books up early. Tell us your dates and we will plan your Mara safari, on its own or combined with the Serengeti.',
    contactLink: false,
  },
};
