import type { ActivityRegion, SafariActivity } from './destinations.types.ts';

/** SPEC §2's Activities tab: six regions with 8, 4, 4, 3, 1 and 1 activities. */
export const ACTIVITY_REGIONS: ActivityRegion[] = ['Kruger Surroundings', 'Cape Town', 'Botswana', 'Zimbabwe', 'Namibia', 'Tanzania & Kenya'];

export const SAFARI_ACTIVITIES: SafariActivity[] = [
  {
    id: 'cheetah-walk',
    page: '/cheetah-walk',
    name: 'Cheetah Walk',
    description: 'Walk beside habituated cheetahs with their handlers and photograph them at eye level.',
    duration: '2-3 hours',
    region: 'Kruger Surroundings',
    image: { id: '1534188753412-3e26d0d618d6', alt: 'A big cat resting in the grass' },
    video: {
      comingSoonTitle: 'Our cheetah walk film is coming soon',
      comingSoonText: 'We are still editing it. Ask us about the walk in your inquiry and we will send you photos.',
    },
  },
  { id: 'jessica-hippo', page: '/jessica-hippo', name: 'Jessica the Hippo', description: 'Meet the famous hippo raised by her family on the banks of the Blyde River.', duration: '1-2 hours', region: 'Kruger Surroundings', image: { id: '1439066615861-d1af74d74000', alt: 'A calm river at dusk' } },
  { id: 'panorama-route', page: '/panorama-route', name: 'Panorama Route Tour', description: 'Blyde River Canyon, God\'s Window and the waterfalls of the escarpment in one day.', duration: '8-10 hours', region: 'Kruger Surroundings', image: { id: '1516026672322-bc52d61a55d5', alt: 'The Blyde River Canyon' } },
  { id: 'quad-biking', page: '/quad-biking', name: 'Quad Biking', description: 'Guided trails through the bush and river crossings for beginners and experienced riders.', duration: '2-4 hours', region: 'Kruger Surroundings', image: { id: '1500530855697-b586d89ba3ee', alt: 'A dusty bush trail' } },
  { id: 'kruger-game-drive', name: 'Kruger Game Drive', description: 'A full day in the park with your guide, looking for the Big Five.', duration: 'Full day', region: 'Kruger Surroundings', image: { id: '1549366021-9f761d450615', alt: 'A male lion' } },
  { id: 'night-drive', name: 'Night Drive', description: 'Spotlights reveal hyenas, genets, owls and hunting lions after dark.', duration: '2-3 hours', region: 'Kruger Surroundings', image: { id: '1523805009345-7448845a9e53', alt: 'The savanna at dusk' } },
  { id: 'bush-walk', name: 'Guided Bush Walk', description: 'Tracks, trees and the small wonders of the bush, on foot with armed rangers.', duration: '3 hours', region: 'Kruger Surroundings', image: { id: '1493246507139-91e8fad9978e', alt: 'A guide tracking at sunrise' } },
  { id: 'wildlife-rehabilitation', name: 'Wildlife Rehabilitation Centre', description: 'See how injured and orphaned animals are cared for and returned to the wild.', duration: '2 hours', region: 'Kruger Surroundings', image: { id: '1546182990-dffeafbe841d', alt: 'A lioness watching' } },
  { id: 'table-mountain', name: 'Table Mountain Cableway', description: 'Ride the rotating cable car to the summit for views over the city and the bay.', duration: '2-3 hours', region: 'Cape Town', image: { id: '1580060839134-75a5edca2e99', alt: 'Table Mountain' } },
  { id: 'cape-point', name: 'Cape Peninsula and Cape Point', description: 'Chapman\'s Peak, the penguins of Boulders Beach and the Cape of Good Hope.', duration: 'Full day', region: 'Cape Town', image: { id: '1505142468610-359e7d316be0', alt: 'Waves on the Cape coast' } },
  { id: 'robben-island', name: 'Robben Island Tour', description: 'The ferry to the island prison of Nelson Mandela, guided by a former prisoner.', duration: '3.5-4 hours', region: 'Cape Town', image: { id: '1501785888041-af3ef285b470', alt: 'Mountains and sea' } },
  { id: 'winelands', name: 'Winelands Tasting', description: 'Stellenbosch and Franschhoek estates, Cape Dutch houses and a long lunch.', duration: 'Full day', region: 'Cape Town', image: { id: '1470071459604-3b5ec3a7fe05', alt: 'Misty mountain slopes' } },
  { id: 'chobe-cruise', name: 'Chobe River Cruise', description: 'Elephants, hippos and crocodiles from the deck of a shaded boat.', duration: '3 hours', region: 'Botswana', image: { id: '1489392191049-fc10c97e64b6', alt: 'Elephants at the river' } },
  { id: 'okavango-mokoro', name: 'Okavango Mokoro Excursion', description: 'Glide through lily-covered channels in a traditional dugout canoe.', duration: '2-3 hours', region: 'Botswana', image: { id: '1518709594023-6eab9bab7b23', alt: 'Delta channels' } },
  { id: 'meerkats', name: 'Makgadikgadi Meerkats', description: 'Sit among a habituated meerkat family as they wake and forage.', duration: '2 hours', region: 'Botswana', image: { id: '1535941339077-2dd1c7963098', alt: 'Open Kalahari plains' } },
  { id: 'elephants-sands-waterhole', name: 'Elephants Sands Waterhole', description: 'Sundowners on the deck while elephant herds come to drink.', duration: '1-2 hours', region: 'Botswana', image: { id: '1557050543-4d5f4e07ef46', alt: 'Elephants drinking' } },
  { id: 'falls-tour', page: '/victoria-falls', name: 'Victoria Falls Guided Tour', description: 'The rainforest path along the gorge, with sixteen viewpoints over the falls.', duration: '2 hours', region: 'Zimbabwe', image: { id: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls' } },
  { id: 'zambezi-rafting', name: 'Zambezi White-Water Rafting', description: 'Big rapids in the Batoka Gorge below the falls, with expert river guides.', duration: 'Full day', region: 'Zimbabwe', image: { id: '1609198092458-38a293c7ac4b', alt: 'The gorge below the falls' } },
  { id: 'zambezi-sunset-cruise', name: 'Zambezi Sunset Cruise', description: 'Drinks on the upper Zambezi as hippos surface and the sun goes down.', duration: '2-3 hours', region: 'Zimbabwe', image: { id: '1517960413843-0aee8e2b3285', alt: 'Sunset on the river' } },
  { id: 'caprivi-river-safari', name: 'Caprivi River Safari', description: 'A boat safari on the Kwando River among elephants, hippos and water birds.', duration: '2-3 hours', region: 'Namibia', image: { id: '1551316679-9c6ae9dec224', alt: 'A buffalo by the water' } },
  { id: 'great-migration', name: 'Great Migration Safari', description: 'Follow the wildebeest herds across the Serengeti and the Masai Mara.', duration: '7-10 days', region: 'Tanzania & Kenya', image: { id: '1504173010664-32509aeebb62', alt: 'Zebras on the move' } },
];

/** The activities grouped by region, in SPEC's order. */
export function activitiesByRegion(): { region: ActivityRegion; activities: SafariActivity[] }[] {
  return ACTIVITY_REGIONS.map((region) => ({ region, activities: SAFARI_ACTIVITIES.filter((activity) => activity.region === region) }));
}
