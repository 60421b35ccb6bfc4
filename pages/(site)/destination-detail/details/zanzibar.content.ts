import type { DestinationDetail } from '../destination-detail.types.ts';

export const zanzibar: DestinationDetail = {
  slug: 'zanzibar',
  name: 'Zanzibar',
  country: 'Tanzania',
  // Unguja from Nungwi to Jambiani; Dar es Salaam stays outside.
  area: { lat: -6.1, lng: 39.35, radiusKm: 55 },
  tagline: 'The Spice Island: white beaches, turquoise water and Stone Town',
  title: 'Zanzibar Beaches and Experiences',
  metaDescription:
    'End your safari on Zanzibar: the five best beaches from Nungwi to Paje, Stone Town, spice farms, snorkelling at Mnemba and dhow cruises, with quick facts for planning.',
  hero: { id: '1507525428034-b723cf961d3e', alt: 'Turquoise water lapping a white sand beach' },
  about: [
    'Zanzibar lies in the Indian Ocean about 35 kilometres off the coast of Tanzania. The main island, Unguja, is ringed by white coral-sand beaches and reefs, and its history as a trading port for spices, ivory and, darkly, enslaved people has left a rich mix of African, Arab, Indian and European cultures.',
    'Stone Town, the old quarter of Zanzibar City, is a UNESCO World Heritage Site of carved wooden doors, narrow lanes and markets. A few days on the island are the classic way to rest after a Serengeti safari or a Kilimanjaro climb: a short flight from Arusha takes you from the plains to the sea.',
  ],
  gallery: [
    { id: '1519046904884-53103b34b206', alt: 'Palm trees along a quiet beach' },
    { id: '1544551763-46a013bb70d5', alt: 'Snorkelling over a coral reef' },
    { id: '1437622368342-7a3d73a34c8f', alt: 'A sea turtle swimming in clear water' },
    { id: '1505142468610-359e7d316be0', alt: 'Indian Ocean waves at sunset' },
  ],
  beaches: {
    heading: 'Best Beaches',
    items: [
      { name: 'Nungwi Beach', location: 'Northern tip', description: 'Swimmable at any tide, with dhow builders at work and lively sunsets.' },
      { name: 'Kendwa Beach', location: 'North-west coast', description: 'Soft sand and calm water, a favourite for swimming and sunset views.' },
      { name: 'Matemwe Beach', location: 'North-east coast', description: 'A quiet fishing village beach facing the Mnemba Atoll reef.' },
      { name: 'Paje Beach', location: 'South-east coast', description: 'Wide, shallow lagoon and steady winds: the island\'s kitesurfing centre.' },
      { name: 'Jambiani Beach', location: 'South-east coast', description: 'Long and unhurried, with seaweed farms and village life along the shore.' },
    ],
  },
  activities: {
    heading: 'Top Experiences',
    items: [
      { name: 'Stone Town Walking Tour', description: 'The Old Fort, the Anglican cathedral on the site of the old slave market, the spice bazaar and Freddie Mercury\'s birthplace.', duration: '3 hours' },
      { name: 'Spice Farm Tour', description: 'Taste cloves, nutmeg, cinnamon and vanilla where they grow.', duration: '3-4 hours' },
      { name: 'Mnemba Atoll Snorkelling', description: 'Clear water, coral gardens, turtles and often dolphins on the way.', duration: 'Half day' },
      { name: 'Prison Island Tortoises', description: 'A boat ride to Changuu Island and its giant Aldabra tortoises.', duration: 'Half day' },
      { name: 'Jozani Forest', description: 'Zanzibar\'s only national park, home of the rare red colobus monkey.', duration: '2-3 hours' },
      { name: 'Sunset Dhow Cruise', description: 'Sail a traditional wooden dhow along the coast as the sun goes down.', duration: '2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Language', value: 'Swahili and English' },
      { label: 'Currency', value: 'Tanzanian Shilling' },
      { label: 'Best time', value: 'Jun-Sep and Dec-Feb' },
      { label: 'Getting there', value: 'Short flight from Arusha or Dar es Salaam' },
    ],
  },
  highlights: [
    'Powder-white beaches on the Indian Ocean',
    'Stone Town, a UNESCO World Heritage Site',
    'Reefs, turtles and dolphins',
    'The perfect end to a safari',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Finish Your Safari on the Beach',
    text: 'Tell us how many nights you would like by the sea and which side of the island suits you, and we will add Zanzibar to your trip.',
    contactLink: true,
  },
};
