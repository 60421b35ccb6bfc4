import type { DestinationDetail } from '../destination-detail.types.ts';

export const caprivi: DestinationDetail = {
  slug: 'caprivi',
  name: 'Caprivi Strip',
  country: 'Namibia',
  // The strip from Divundu (Bwabwata) to Katima Mulilo, with Mudumu and Nkasa Rupara; Kasane stays outside.
  area: { lat: -17.6, lng: 22.9, radiusKm: 155 },
  tagline: 'Namibia\'s land of four rivers, between Botswana, Angola and Zambia',
  title: 'Caprivi Strip Safari, Namibia',
  metaDescription:
    'Discover the Caprivi Strip, Namibia\'s Zambezi Region: river safaris on the Kwando and Zambezi, Bwabwata and Nkasa Rupara parks, tigerfish and rich birdlife.',
  hero: { id: '1518709594023-6eab9bab7b23', alt: 'A river winding through the green wetlands of the Caprivi' },
  about: [
    'The Caprivi Strip, now officially the Zambezi Region, is a narrow finger of Namibia reaching about 450 kilometres east towards Zambia and Zimbabwe. Unlike the desert that most people picture, it is a green land of rivers: the Okavango, the Kwando, the Linyanti-Chobe and the Zambezi all flow through or along it.',
    'Its parks, Bwabwata, Mudumu and Nkasa Rupara, are quiet and wild, with elephants, buffalo, hippos and rare antelope such as sable, roan and red lechwe. Lodges sit on the riverbanks, and we cross the strip on the way between the Okavango Delta, Chobe and Victoria Falls.',
  ],
  gallery: [
    { id: '1557050543-4d5f4e07ef46', alt: 'Elephants at the edge of a river channel' },
    { id: '1439066615861-d1af74d74000', alt: 'Still water reflecting the sky' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sundowners on a riverboat' },
    { id: '1551316679-9c6ae9dec224', alt: 'A buffalo in the floodplain grass' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Kwando River Boat Safari', description: 'Glide along papyrus channels where elephants cross and hippos surface.', duration: '2-3 hours' },
      { name: 'Bwabwata Game Drive', description: 'Look for sable, roan and large elephant herds in the Mahango and Buffalo core areas.', duration: '3-4 hours' },
      { name: 'Tigerfish Fishing', description: 'Catch-and-release fishing on the Zambezi, one of Africa\'s famous tigerfish rivers.', duration: 'Half day' },
      { name: 'Birding Excursion', description: 'Wetland species from African skimmers to the Pel\'s fishing owl, with a specialist guide.', duration: '2-3 hours' },
      { name: 'Mokoro Trip', description: 'A quiet ride in a traditional dugout canoe through the reed beds.', duration: '2 hours' },
      { name: 'Living Museum Visit', description: 'Meet local communities and learn traditional crafts, music and bush skills.', duration: '2 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Zambezi Region, Namibia' },
      { label: 'Length', value: 'About 450 km' },
      { label: 'Rivers', value: 'Okavango, Kwando, Linyanti-Chobe and Zambezi' },
      { label: 'Best time', value: 'May-October' },
      { label: 'Recommended stay', value: '2-3 days' },
    ],
  },
  highlights: [
    'Four great rivers in one region',
    'Uncrowded parks and riverside lodges',
    'Rare antelope: sable, roan and red lechwe',
    'The natural link between the delta and the falls',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Follow the Rivers of the Caprivi',
    text: 'We include the Caprivi on our cross-border routes. Ask us how it fits between the Okavango, Chobe and Victoria Falls.',
    contactLink: true,
  },
};
