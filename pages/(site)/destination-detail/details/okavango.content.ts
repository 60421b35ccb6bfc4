import type { DestinationDetail } from '../destination-detail.types.ts';

export const okavango: DestinationDetail = {
  slug: 'okavango',
  name: 'Okavango Delta',
  country: 'Botswana',
  // The delta's fan, Moremi and the gateway town of Maun.
  area: { lat: -19.3, lng: 22.9, radiusKm: 120 },
  tagline: 'A river that never reaches the sea, spreading into the Kalahari',
  title: 'Okavango Delta Safari, Botswana',
  metaDescription:
    'Explore Botswana\'s Okavango Delta, 15,000 km² of channels and islands: mokoro trips, scenic flights, walking safaris and game drives. Best May-September.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1518709594023-6eab9bab7b23', alt: 'Channels and islands of the delta seen from the air' },
  about: [
    'The Okavango River rises in the highlands of Angola and never reaches the ocean. Instead it fans out across the sands of the Kalahari into a maze of channels, lagoons and palm-fringed islands covering about 15,000 km². In 2014 it became the 1,000th site on UNESCO\'s World Heritage List.',
    'The floodwaters arrive in the dry winter months, months after the rains in Angola, just when the land around is driest. Elephants, buffalo, lions, leopards, wild dogs and the water-loving red lechwe gather here, and more than 400 bird species have been recorded. Most camps are reached by light aircraft.',
  ],
  gallery: [
    { id: '1557050543-4d5f4e07ef46', alt: 'Elephants wading through a flooded channel' },
    { id: '1439066615861-d1af74d74000', alt: 'A still lagoon at dawn' },
    { id: '1546182990-dffeafbe841d', alt: 'A lioness on a delta island' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sunset over the floodplain' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Mokoro Excursion', description: 'A poler guides your dugout canoe through lily-covered channels at water level.', duration: '2-3 hours' },
      { name: 'Scenic Flight', description: 'See the patterns of channels and islands, and the herds crossing them, from a light aircraft or helicopter.', duration: '45-60 minutes' },
      { name: 'Game Drive on Chief\'s Island', description: 'The delta\'s largest island, in the Moremi Game Reserve, is known for big cats.', duration: '3-4 hours' },
      { name: 'Island Walking Safari', description: 'Step off the mokoro and track animals on foot with a licensed guide.', duration: '2-3 hours' },
      { name: 'Motorboat Safari and Fishing', description: 'Explore the deeper channels, with catch-and-release fishing for bream and tigerfish.', duration: '2-3 hours' },
      { name: 'Birding by Boat', description: 'African fish eagles, pygmy geese and, with luck, Pel\'s fishing owl.', duration: '2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'North-western Botswana' },
      { label: 'Area', value: '15,000 km²' },
      { label: 'UNESCO listing', value: '2014' },
      { label: 'Best time', value: 'May-September' },
      { label: 'Recommended stay', value: '3-4 days' },
    ],
  },
  highlights: [
    'Gliding through the channels by mokoro',
    'Flood season in the middle of the dry winter',
    'Predators, elephants and red lechwe',
    'Remote fly-in camps',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Discover the Okavango Delta',
    text: 'Tell us your dates and style of travel, and we will suggest the camps and the season that suit you best.',
    contactLink: true,
  },
};
