import type { DestinationDetail } from '../destination-detail.types.ts';

export const elephantsSands: DestinationDetail = {
  slug: 'elephants-sands',
  name: 'Elephants Sands Lodge',
  country: 'Botswana',
  // The lodge and its waterhole, north of Nata.
  area: { lat: -19.7456, lng: 26.0658, radiusKm: 15 },
  tagline: 'A bush lodge built around a waterhole the elephants visit every day',
  title: 'Elephants Sands Lodge, Botswana',
  metaDescription:
    'Stay at Elephants Sands lodge in Botswana, where elephants drink at the waterhole in front of your chalet: game drives, bush walks and sundowners. Best May-October.',
  hero: { id: '1523805009345-7448845a9e53', alt: 'An elephant silhouetted at sunset' },
  about: [
    'Elephants Sands is a private bush lodge in north-eastern Botswana, near Nata on the road north to Kasane and Chobe. Its waterhole is the only reliable water for a long way, so in the dry months elephants walk in from the surrounding bush all day long, often dozens at a time.',
    'The chalets, the deck and the bar all face the waterhole, so you watch the elephants drink, play and squabble a few metres away without getting into a vehicle. It is a favourite stop on our cross-border trips between the Makgadikgadi Pans and Chobe.',
  ],
  gallery: [
    { id: '1557050543-4d5f4e07ef46', alt: 'Elephants drinking together' },
    { id: '1564760055775-d63b17a55c44', alt: 'A young elephant at the water' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sundowners on the deck' },
    { id: '1535941339077-2dd1c7963098', alt: 'The surrounding Kalahari bush' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Waterhole Viewing', description: 'Watch elephant herds come and go from the deck, from breakfast to dinner.', duration: 'All day' },
      { name: 'Guided Game Drive', description: 'Explore the concession for kudu, giraffes, jackals and the occasional lion.', duration: '2-3 hours' },
      { name: 'Bush Walk', description: 'A guided walk to learn about tracks, trees and the smaller creatures.', duration: '2 hours' },
      { name: 'Sundowners at the Waterhole', description: 'A cold drink as the elephants arrive in the evening light.', duration: '1-2 hours' },
      { name: 'Photography Session', description: 'Low-angle elephant portraits at close range, with tips from your guide.', duration: '2 hours' },
      { name: 'Birding Walk', description: 'Kalahari species such as the crimson-breasted shrike and Kori bustard.', duration: '1-2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Near Nata, Botswana' },
      { label: 'Type', value: 'Private bush lodge' },
      { label: 'Best time', value: 'May-October' },
      { label: 'Recommended stay', value: '1-2 nights' },
    ],
  },
  highlights: [
    'Elephants metres from your chalet',
    'A relaxed stop between the pans and Chobe',
    'Photography without leaving the deck',
    'Evenings around the fire',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Stay Among the Elephants',
    text: 'We book Elephants Sands as part of our Botswana routes. Ask us to add a night or two to your trip.',
    contactLink: true,
  },
};
