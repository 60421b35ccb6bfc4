import type { DestinationDetail } from '../destination-detail.types.ts';

export const kgalagadi: DestinationDetail = {
  slug: 'kgalagadi',
  name: 'Kgalagadi Transfrontier Park',
  country: 'South Africa and Botswana',
  // Twee Rivieren, Nossob and Mata-Mata, on both sides of the border.
  area: { lat: -25.8, lng: 20.5, radiusKm: 130 },
  tagline: 'Red dunes, dry riverbeds and the black-maned lions of the Kalahari',
  title: 'Kgalagadi Transfrontier Park Safari',
  metaDescription:
    'Safari in the Kgalagadi Transfrontier Park: 38,000 km² of Kalahari shared by South Africa and Botswana since 2000, with black-maned lions, cheetahs and raptors.',
  badges: ['Transfrontier park'],
  hero: { id: '1500530855697-b586d89ba3ee', alt: 'Red Kalahari dunes under a wide sky' },
  about: [
    'In 2000 South Africa\'s Kalahari Gemsbok National Park and Botswana\'s Gemsbok National Park were joined into Africa\'s first formally declared transfrontier park. Together they cover about 38,000 km² of red dunes, camelthorn trees and grassland, with no fence between the two countries.',
    'Most wildlife gathers along the dry beds of the Auob and Nossob rivers, where boreholes keep waterholes filled. The Kgalagadi is famous for black-maned Kalahari lions, cheetahs, brown hyenas, gemsbok and meerkats, and for its birds of prey. The open landscape makes it one of the best parks in Africa for photographing predators.',
  ],
  gallery: [
    { id: '1549366021-9f761d450615', alt: 'A black-maned lion' },
    { id: '1535941339077-2dd1c7963098', alt: 'Wildlife on the open Kalahari plains' },
    { id: '1523805009345-7448845a9e53', alt: 'A Kalahari sunset' },
    { id: '1493246507139-91e8fad9978e', alt: 'Tracking in the sand at sunrise' },
  ],
  activities: {
    heading: 'Experiences',
    items: [
      { name: 'Kalahari Lion Tracking', description: 'Search the riverbeds for black-maned lions at their most active.', duration: '3-4 hours' },
      { name: 'Auob and Nossob Riverbed Drive', description: 'A day along the two dry rivers, from waterhole to waterhole.', duration: 'Full day' },
      { name: 'Night Drive', description: 'Spot brown hyenas, aardvarks and Cape foxes by spotlight.', duration: '2 hours' },
      { name: 'Guided Morning Walk', description: 'Learn to read tracks in the red sand with an armed ranger.', duration: '2-3 hours' },
      { name: 'Raptor Watching', description: 'Martial eagles, bateleurs and pale chanting goshawks over open country.', duration: '2-3 hours' },
      { name: 'Kalahari Stargazing', description: 'Some of the darkest skies in Southern Africa, far from any city lights.', duration: '1 hour' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'South Africa and Botswana' },
      { label: 'Area', value: '38,000 km²' },
      { label: 'Established', value: '2000' },
      { label: 'Best time', value: 'Mar-May and Sep-Nov' },
      { label: 'Recommended stay', value: '3-5 days' },
    ],
  },
  highlights: [
    'Black-maned Kalahari lions',
    'Superb predator photography in open country',
    'Red dunes and camelthorn trees',
    'Vast, quiet and uncrowded',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Explore the Kalahari',
    text: 'Distances here are long and camps are few. Tell us when you would like to go and we will plan the route and the stops.',
    contactLink: true,
  },
};
