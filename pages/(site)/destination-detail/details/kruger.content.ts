import type { DestinationDetail } from '../destination-detail.types.ts';

export const kruger: DestinationDetail = {
  slug: 'kruger',
  name: 'Kruger National Park',
  country: 'South Africa',
  // The central and southern park, Skukuza to Letaba, with the Sabi Sand; Hoedspruit and the escarpment stay outside.
  area: { lat: -24.4, lng: 31.9, radiusKm: 90 },
  tagline: 'Our home ground: nearly two million hectares of Big Five country',
  title: 'Kruger National Park Safari, South Africa',
  metaDescription:
    'Safari in South Africa\'s Kruger National Park with the family guides who live beside it: Big Five game drives, night drives and bush walks. Best May-September; 3-7 days.',
  badges: ['Big Five Guarantee'],
  hero: { id: '1549366021-9f761d450615', alt: 'A male lion in the early morning light' },
  about: [
    'Kruger National Park stretches about 350 kilometres along South Africa\'s border with Mozambique and covers nearly 20,000 km². First protected as the Sabi Game Reserve in 1898 and proclaimed a national park in 1926, it is one of the largest and oldest wildlife reserves in Africa.',
    'It is where our guides grew up and where most of our safaris begin. Kruger is home to the Big Five, lion, leopard, elephant, buffalo and rhino, as well as wild dogs, cheetahs, more than 145 mammal species and over 500 kinds of birds. Our Big Five Guarantee reflects how well we know its roads, waterholes and private reserves.',
  ],
  gallery: [
    { id: '1456926631375-92c8ce872def', alt: 'A leopard resting on a branch' },
    { id: '1557050543-4d5f4e07ef46', alt: 'An elephant herd at the river' },
    { id: '1551316679-9c6ae9dec224', alt: 'A Cape buffalo bull' },
    { id: '1493246507139-91e8fad9978e', alt: 'A guide tracking at sunrise' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Big Five Game Drive', description: 'A full day in an open vehicle with one of our guides, from gate opening to gate closing.', duration: 'Full day' },
      { name: 'Sunrise Game Drive', description: 'Out at first light, when predators are still on the move.', duration: '3-4 hours' },
      { name: 'Sunset and Night Drive', description: 'Spotlights reveal hyenas, genets, owls and hunting lions.', duration: '2-3 hours' },
      { name: 'Guided Bush Walk', description: 'Read tracks and learn the small things of the bush, with armed rangers.', duration: '3 hours' },
      { name: 'Birding Morning', description: 'From ground hornbills to lilac-breasted rollers, with a guide who knows every call.', duration: '2-3 hours' },
      { name: 'Bush Braai Dinner', description: 'A South African barbecue under the stars, in a lantern-lit clearing.', duration: '3 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Limpopo and Mpumalanga, South Africa' },
      { label: 'Area', value: 'Nearly 20,000 km²' },
      { label: 'Proclaimed', value: '1926' },
      { label: 'Best time', value: 'May-September' },
      { label: 'Recommended stay', value: '3-7 days' },
    ],
  },
  highlights: [
    'Big Five Guarantee with our own guides',
    'Over 500 bird species',
    'Day, sunset and night drives',
    'Easy to combine with the Panorama Route',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Start Your Safari in the Kruger',
    text: 'The Kruger is our backyard. Tell us how long you have and we will plan your days in the park and its private reserves.',
    contactLink: true,
  },
};
