import { addo, capeTown, caprivi, chobe, kilimanjaro, masaiMara, ngorongoro, panoramaRoute, serengeti, victoriaFalls, zanzibar } from './destination-cards.content.ts';
import type { DestinationTab } from './destinations.types.ts';
import { REGION_TABS } from './region-tabs.ts';
import { elephantsSands, kariba, kgalagadi, kruger, makgadikgadi, manaPools, okavango } from './park-cards.content.ts';

export const destinationsPage = {
  hero: {
    eyebrow: 'Where we travel',
    title: 'Safari Destinations',
    intro: 'From our home in the Kruger to the deltas, deserts and beaches beyond the border: the places we know well and love to show our guests.',
    image: { id: '1547471080-7cc2caa01a7e', alt: 'A safari vehicle watching elephants on a dusty plain' },
  },
  explore: {
    eyebrow: 'Explore by region',
    title: 'Choose Your Destination',
  },
  tabsLabel: 'Destination regions',
  activitiesTab: {
    id: 'activities',
    label: 'Activities',
    intro: 'Add these experiences to any safari. Tell us which ones catch your eye and we will build them into your days.',
  },
  card: {
    bestTime: 'Best time',
    highlights: 'Highlights',
    exploreDetails: 'Explore Details',
    learnMore: 'Learn More',
  },
  activity: {
    duration: 'Duration',
    enquire: 'Enquire Now',
    discover: 'Discover more',
    playVideo: 'Play Video',
    videoBadge: 'Video',
    count: (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`,
  },
  contact: {
    heading: 'Plan Your Destination Safari',
    intro: 'Tell us which places and activities you would like to combine. Your guide will shape the route with you.',
  },
};

const [southernAfrica, eastAfrica, nationalParks] = REGION_TABS;

/** SPEC §2's three destination tabs; Activities, the fourth, is in activities.content.ts. */
export const DESTINATION_TABS: DestinationTab[] = [
  {
    ...southernAfrica,
    intro: 'Wildlife, waterfalls and the Cape: the heart of our safaris, within reach of our home base.',
    destinations: [addo, chobe, caprivi, victoriaFalls, panoramaRoute, capeTown],
  },
  {
    ...eastAfrica,
    intro: 'The Great Migration, Africa\'s highest mountain and the beaches of the Spice Island.',
    destinations: [masaiMara, kilimanjaro, ngorongoro, serengeti, zanzibar],
  },
  {
    ...nationalParks,
    intro: 'The parks and wild places we return to again and again, each with its own character.',
    destinations: [kruger, okavango, kgalagadi, manaPools, makgadikgadi, elephantsSands, kariba, victoriaFalls],
  },
];
