import type { StockImage } from '#components/site/activity/activity.types.ts';

/** SPEC §3 activity record (id, name, description, image, duration, region), plus its featured flag. */
export interface TravelActivity {
  id: string;
  name: string;
  description: string;
  image: StockImage;
  duration: string;
  region: string;
  featured: boolean;
  /** Our own page about it, where one exists. */
  href?: string;
}

export const travelActivities: TravelActivity[] = [
  {
    id: 'big-five-game-drive',
    name: 'Big Five Game Drive',
    description: 'Open-vehicle drives at dawn and dusk in search of lion, leopard, elephant, buffalo and rhino.',
    image: { id: '1549366021-9f761d450615', alt: 'A lion resting in the grass beside a game-drive track' },
    duration: '3-4 hours',
    region: 'Kruger National Park',
    featured: true,
  },
  {
    id: 'cheetah-walk',
    name: 'Cheetah Walk',
    description: 'Walk on foot beside habituated cheetahs with their handlers at a conservation centre.',
    image: { id: '1456926631375-92c8ce872def', alt: 'A cheetah watching from the long grass' },
    duration: '2-3 hours',
    region: 'Hoedspruit',
    featured: true,
    href: '/cheetah-walk',
  },
  {
    id: 'panorama-route',
    name: 'Panorama Route',
    description: 'God’s Window, the Three Rondavels and Bourke’s Luck Potholes along the Blyde River Canyon.',
    image: { id: '1516026672322-bc52d61a55d5', alt: 'The Blyde River Canyon from its rim' },
    duration: '8-10 hours',
    region: 'Mpumalanga',
    featured: true,
    href: '/panorama-route',
  },
  {
    id: 'victoria-falls',
    name: 'Victoria Falls Day Tour',
    description: 'A guided walk along the Falls, with an optional helicopter flight over the gorges.',
    image: { id: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls in full flow' },
    duration: 'Full day',
    region: 'Zimbabwe',
    featured: true,
    href: '/victoria-falls',
  },
  {
    id: 'chobe-river-cruise',
    name: 'Chobe River Cruise',
    description: 'Elephant herds, hippos and crocodiles from a boat on the Chobe River at sunset.',
    image: { id: '1557050543-4d5f4e07ef46', alt: 'Elephants crossing a river' },
    duration: '3 hours',
    region: 'Botswana',
    featured: true,
  },
  {
    id: 'jessica-hippo',
    name: 'Jessica the Hippo',
    description: 'Meet the hippo raised by a family on the Blyde River and hear her story.',
    image: { id: '1516426122078-c23e76319801', alt: 'A hippo surfacing in a calm river' },
    duration: '1-2 hours',
    region: 'Hoedspruit',
    featured: false,
    href: '/jessica-hippo',
  },
  {
    id: 'quad-biking',
    name: 'Quad Biking',
    description: 'Guided quad bike rides on bush trails, from gentle loops to half-day adventures.',
    image: { id: '1535941339077-2dd1c7963098', alt: 'A dirt trail through the bushveld' },
    duration: '2-4 hours',
    region: 'Hazyview',
    featured: false,
    href: '/quad-biking',
  },
  {
    id: 'guided-bush-walk',
    name: 'Guided Bush Walk',
    description: 'Tracks, dung beetles and medicinal plants: the small things you miss from a vehicle, with an armed guide.',
    image: { id: '1493246507139-91e8fad9978e', alt: 'Walkers following a guide through the bush at sunrise' },
    duration: '2-3 hours',
    region: 'Greater Kruger',
    featured: false,
  },
  {
    id: 'night-drive',
    name: 'Night Drive',
    description: 'A spotlight drive after dark for hyenas, genets, bushbabies and hunting lions.',
    image: { id: '1534188753412-3e26d0d618d6', alt: 'Young lions resting at dusk' },
    duration: '2-3 hours',
    region: 'Private reserves',
    featured: false,
  },
  {
    id: 'cape-peninsula',
    name: 'Cape Peninsula Tour',
    description: 'Table Mountain, Chapman’s Peak, the penguins at Boulders Beach and the Cape of Good Hope.',
    image: { id: '1580060839134-75a5edca2e99', alt: 'Table Mountain above Cape Town' },
    duration: 'Full day',
    region: 'Cape Town',
    featured: false,
  },
  {
    id: 'mokoro-excursion',
    name: 'Mokoro Excursion',
    description: 'Glide through the Okavango’s channels in a traditional dugout canoe poled by a local guide.',
    image: { id: '1489392191049-fc10c97e64b6', alt: 'A channel winding through green wetland' },
    duration: 'Half day',
    region: 'Okavango Delta',
    featured: false,
  },
  {
    id: 'blyde-boat-cruise',
    name: 'Blyde Dam Boat Cruise',
    description: 'A cruise on the Blydepoort Dam beneath the canyon walls, past hippos and the Kadishi tufa waterfall.',
    image: { id: '1484318571209-661cf29a69c3', alt: 'Rounded peaks above the Blydepoort Dam' },
    duration: '1.5 hours',
    region: 'Mpumalanga',
    featured: false,
  },
  {
    id: 'cultural-village',
    name: 'Shangaan Cultural Visit',
    description: 'Music, dance, food and stories of the Shangaan people, hosted by the community.',
    image: { id: '1517960413843-0aee8e2b3285', alt: 'A fire and gathering at sunset' },
    duration: '2-3 hours',
    region: 'Hazyview',
    featured: false,
  },
];
