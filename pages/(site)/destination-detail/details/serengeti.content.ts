import type { DestinationDetail } from '../destination-detail.types.ts';

export const serengeti: DestinationDetail = {
  slug: 'serengeti',
  name: 'Serengeti National Park',
  country: 'Tanzania',
  // Seronera, the Western Corridor, Ndutu and the north at Kogatende; the Mara and the crater stay outside.
  area: { lat: -2.4, lng: 34.8, radiusKm: 95 },
  tagline: 'Endless plains and the year-round journey of the Great Migration',
  title: 'Serengeti National Park Safari, Tanzania',
  metaDescription:
    'Safari in Tanzania\'s Serengeti National Park, a UNESCO World Heritage Site: the Great Migration, big cats and balloon flights. Best June-October; 3-7 days recommended.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1516426122078-c23e76319801', alt: 'An acacia tree on the open Serengeti plains' },
  about: [
    'The Serengeti covers about 14,750 km² of grassland, kopjes and riverine forest in northern Tanzania. Its name comes from the Maasai word for endless plains, and it has been a UNESCO World Heritage Site since 1981.',
    'Around two million wildebeest, zebras and gazelles follow the rains through the Serengeti in a great circle each year: calving on the southern plains early in the year, crossing the Grumeti River around June and the Mara River from July. The park also has one of the highest densities of lions in Africa, and the Seronera valley is famous for leopards.',
  ],
  gallery: [
    { id: '1504173010664-32509aeebb62', alt: 'A herd of zebras on the move' },
    { id: '1614027164847-1b28cfe1df60', alt: 'A lion pride resting on a kopje' },
    { id: '1547970810-dc1eac37d174', alt: 'Giraffes browsing on acacias' },
    { id: '1523805009345-7448845a9e53', alt: 'Sunset over the endless plains' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Great Migration Safari', description: 'Follow the herds to wherever the rains have taken them, with river crossings from July.', duration: 'Full day' },
      { name: 'Hot Air Balloon Flight', description: 'Float over the plains at sunrise, then toast the landing with a bush breakfast.', duration: '3-4 hours' },
      { name: 'Morning Game Drive', description: 'Big cats are most active in the cool early hours.', duration: '3-4 hours' },
      { name: 'Seronera Big Cat Tracking', description: 'Search the Seronera river valley for leopards in the sausage trees.', duration: 'Half day' },
      { name: 'Guided Walking Safari', description: 'On foot with an armed ranger in the areas where walking is allowed.', duration: '2-3 hours' },
      { name: 'Maasai Cultural Visit', description: 'A visit to a Maasai boma on the edge of the ecosystem.', duration: '2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Northern Tanzania' },
      { label: 'Area', value: 'About 14,750 km²' },
      { label: 'UNESCO listing', value: '1981' },
      { label: 'Best time', value: 'June-October' },
      { label: 'Recommended stay', value: '3-7 days' },
    ],
  },
  highlights: [
    'The Great Migration, all year round',
    'One of Africa\'s densest lion populations',
    'Sunrise balloon flights',
    'Combines with Ngorongoro and Zanzibar',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Plan Your Serengeti Safari',
    text: 'Where the herds are depends on the month. Tell us when you can travel and we will place you in the right part of the park.',
    contactLink: true,
  },
};
