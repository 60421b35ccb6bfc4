import type { DestinationDetail } from '../destination-detail.types.ts';

export const ngorongoro: DestinationDetail = {
  slug: 'ngorongoro',
  name: 'Ngorongoro Crater',
  country: 'Tanzania',
  // The crater and the lodges on its rim, out to Karatu.
  area: { lat: -3.2, lng: 35.5, radiusKm: 30 },
  tagline: 'The world\'s largest unbroken caldera, with the Big Five inside',
  title: 'Ngorongoro Crater Safari, Tanzania',
  metaDescription:
    'Visit the Ngorongoro Crater in Tanzania: Big Five game drives on the crater floor, the rim walk, Olduvai Gorge and Maasai culture. Best June-September; 1-3 days.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1470071459604-3b5ec3a7fe05', alt: 'Morning mist over the rim of the crater' },
  about: [
    'About two and a half million years ago a volcano larger than Kilimanjaro collapsed into itself, leaving a caldera about 19 kilometres across and 600 metres deep. Its floor, some 260 km² of grassland, swamp and soda lake, is home to around 25,000 large animals.',
    'The crater is one of the best places in East Africa to see the black rhino, along with lions, elephants, buffalo, hippos and flamingos on Lake Magadi. It lies within the Ngorongoro Conservation Area, where Maasai herders live alongside the wildlife, on the way between Arusha and the Serengeti.',
  ],
  gallery: [
    { id: '1551316679-9c6ae9dec224', alt: 'A buffalo on the crater floor' },
    { id: '1546182990-dffeafbe841d', alt: 'A lioness in the grass' },
    { id: '1504173010664-32509aeebb62', alt: 'Zebras grazing on the plains' },
    { id: '1472214103451-9374bd1c798e', alt: 'Green hills of the highlands' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Crater Floor Game Drive', description: 'Descend at dawn to look for black rhino, lions and elephants; vehicles may stay up to six hours.', duration: '6 hours' },
      { name: 'Crater Rim Walk', description: 'A guided walk along the forested rim, with views down into the caldera.', duration: '2-3 hours' },
      { name: 'Lake Magadi Flamingos', description: 'Watch flamingos feed in the shallow soda lake on the crater floor.', duration: '1 hour' },
      { name: 'Olduvai Gorge Visit', description: 'The site where some of humankind\'s earliest ancestors were found, with a small museum.', duration: '2 hours' },
      { name: 'Maasai Village Visit', description: 'Learn how Maasai families live and herd in the conservation area.', duration: '2 hours' },
      { name: 'Empakaai Crater Hike', description: 'A steep descent to a deep crater lake, often lined with flamingos.', duration: '4-5 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Northern Tanzania' },
      { label: 'Crater floor', value: 'About 260 km²' },
      { label: 'Depth', value: 'About 600 m' },
      { label: 'Best time', value: 'June-September' },
      { label: 'Recommended stay', value: '1-3 days' },
    ],
  },
  highlights: [
    'The Big Five in a single day',
    'One of the best places to see black rhino',
    'Flamingos on Lake Magadi',
    'On the way to the Serengeti',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Descend into the Crater',
    text: 'Ngorongoro fits between Arusha and the Serengeti. Tell us about your trip and we will plan the crater day with you.',
    contactLink: true,
  },
};
