import type { DestinationDetail } from '../destination-detail.types.ts';

export const kariba: DestinationDetail = {
  slug: 'kariba',
  name: 'Lake Kariba',
  country: 'Zimbabwe and Zambia',
  // The lake from Kariba town and Matusadona to Binga.
  area: { lat: -17.0, lng: 27.9, radiusKm: 130 },
  tagline: 'Houseboats, drowned forests and fiery sunsets on a great inland sea',
  title: 'Lake Kariba, Zimbabwe and Zambia',
  metaDescription:
    'Discover Lake Kariba on the Zimbabwe-Zambia border: 5,580 km², created 1959, up to 97 m deep. Houseboats, tigerfish and Matusadona game drives. Best Apr-Nov.',
  hero: { id: '1439066615861-d1af74d74000', alt: 'Still water of the lake at dusk' },
  about: [
    'Lake Kariba was created in 1959, when the Kariba Dam closed the Zambezi River in its gorge between Zimbabwe and Zambia. About 220 kilometres long, covering 5,580 km² and up to 97 metres deep, it is one of the largest man-made lakes in the world by volume.',
    'The rising water flooded the valley forest; the dead trees still stand in the shallows, and the Operation Noah rescue of thousands of animals became famous. Today the lake\'s shores, and the Matusadona National Park on its southern side, hold elephants, buffalo, lions and a great many hippos and crocodiles. Life here is slow: a houseboat, a fishing rod and the sunset.',
  ],
  gallery: [
    { id: '1517960413843-0aee8e2b3285', alt: 'Sunset from a boat on the lake' },
    { id: '1557050543-4d5f4e07ef46', alt: 'Elephants on the shoreline' },
    { id: '1501785888041-af3ef285b470', alt: 'Hills reflected in calm water' },
    { id: '1551316679-9c6ae9dec224', alt: 'A buffalo grazing near the water' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Houseboat Cruise', description: 'Days afloat along the shoreline, with meals on deck and a tender boat for game viewing.', duration: '2-4 days' },
      { name: 'Sunset Cruise', description: 'Drift past the drowned trees as the sky turns red.', duration: '2 hours' },
      { name: 'Tigerfish Fishing', description: 'The lake is famous for tigerfish and bream; catch-and-release by boat.', duration: 'Half day' },
      { name: 'Matusadona Game Drive', description: 'Look for elephants, buffalo and lions in the park on the southern shore.', duration: '3-4 hours' },
      { name: 'Canoe Trip', description: 'Paddle quietly along the shallows where elephants come down to drink.', duration: '2-3 hours' },
      { name: 'Kariba Dam Wall Visit', description: 'Stand on the 128-metre-high dam wall that created the lake.', duration: '1 hour' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Zimbabwe and Zambia' },
      { label: 'Area', value: '5,580 km²' },
      { label: 'Created', value: '1959' },
      { label: 'Max depth', value: '97 m' },
      { label: 'Best time', value: 'Apr-Nov' },
    ],
  },
  highlights: [
    'Houseboat life on a huge lake',
    'Drowned forests and famous sunsets',
    'Tigerfish fishing',
    'Game viewing from the water',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Slow Down on Lake Kariba',
    text: 'Tell us how many days you would like on the water and we will find the houseboat or lodge that suits you.',
    contactLink: true,
  },
};
