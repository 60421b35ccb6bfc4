import type { DestinationDetail } from '../destination-detail.types.ts';

export const manaPools: DestinationDetail = {
  slug: 'mana-pools',
  name: 'Mana Pools National Park',
  country: 'Zimbabwe',
  // The Zambezi floodplain around Nyamepi.
  area: { lat: -15.72, lng: 29.36, radiusKm: 40 },
  tagline: 'Walking with elephants on the floodplains of the Zambezi',
  title: 'Mana Pools National Park Safari, Zimbabwe',
  metaDescription:
    'Safari in Mana Pools, Zimbabwe: 2,196 km² on the Zambezi, established 1963, with walking and canoe safaris and elephants among the albida trees. Best April-October.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1557050543-4d5f4e07ef46', alt: 'Elephants on the floodplain beside the Zambezi' },
  about: [
    'Mana Pools lies on the south bank of the lower Zambezi, where the river has left a string of oxbow lakes, the pools that give the park its name (“mana” means four in Shona). The park covers 2,196 km² and was set aside in 1963; together with neighbouring reserves it became a UNESCO World Heritage Site in 1984.',
    'Its open forests of winterthorn (Faidherbia albida) and mahogany shelter elephants, buffalo, lions, leopards and one of Zimbabwe\'s strongest populations of wild dogs. Mana Pools is one of very few parks where you may walk and canoe among the animals, and where the elephants famously stand on their hind legs to reach the albida pods.',
  ],
  gallery: [
    { id: '1564760055775-d63b17a55c44', alt: 'A young elephant under the trees' },
    { id: '1551316679-9c6ae9dec224', alt: 'A buffalo on the river bank' },
    { id: '1439066615861-d1af74d74000', alt: 'Calm water of an oxbow pool' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sunset over the Zambezi' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Guided Walking Safari', description: 'Approach elephants and wild dogs on foot with a professional guide.', duration: '3-4 hours' },
      { name: 'Zambezi Canoe Safari', description: 'Paddle past hippos and elephants drinking at the water\'s edge.', duration: 'Half day' },
      { name: 'Game Drive', description: 'Cover more ground along the floodplains and inland forests.', duration: '3-4 hours' },
      { name: 'Albida Forest Photography', description: 'Frame elephants reaching for seed pods in the soft, dusty light.', duration: '2 hours' },
      { name: 'Tigerfish Fishing', description: 'Catch-and-release fishing on the Zambezi with a licence arranged for you.', duration: '3 hours' },
      { name: 'Birding Walk', description: 'Carmine bee-eaters, fish eagles and Nyasa lovebirds along the river.', duration: '2-3 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Northern Zimbabwe' },
      { label: 'Area', value: '2,196 km²' },
      { label: 'Established', value: '1963' },
      { label: 'Best time', value: 'April-October' },
      { label: 'Recommended stay', value: '3-4 days' },
    ],
  },
  highlights: [
    'Walking safaris among elephants',
    'Canoeing on the Zambezi',
    'Wild dogs and big cats',
    'Remote, wild and beautiful',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Walk the Floodplains of Mana Pools',
    text: 'Mana Pools is remote and camps are small. Tell us your dates early and we will plan your time there.',
    contactLink: true,
  },
};
