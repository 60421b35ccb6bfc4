import type { ActivityHeroContent, ActivityPlace, Booking, Pricing, Showcase, TimedActivity } from '#components/site/activity/activity.types.ts';

/** One of the two water seasons of the Zambezi at the Falls. */
export interface WaterSeason {
  name: string;
  months: string;
  description: string;
  highlights: string[];
}

export interface VictoriaFallsContent {
  /** The small line above each section title. */
  eyebrows: { experiences: string; activities: string; bestTimes: string };
  booking: Booking;
  /** Where it happens: the Book form names it and offers the trips that pass within reach. */
  place: ActivityPlace;
  hero: ActivityHeroContent;
  experiences: { title: string; intro: string; items: Showcase[] };
  activities: { title: string; intro: string; items: TimedActivity[] };
  bestTimes: { title: string; intro: string; seasons: [WaterSeason, WaterSeason] };
  pricing: Pricing;
  contact: { heading: string; intro: string };
}

export const victoriaFalls: VictoriaFallsContent = {
  eyebrows: { experiences: 'Experiences', activities: 'Activities', bestTimes: 'Best times' },
  booking: { target: 'contact-section', label: 'Book Your Day Trip' },
  place: {
    name: 'the Victoria Falls day tour',
    // The falls, with Victoria Falls town and Livingstone either side of the gorge.
    area: { lat: -17.9243, lng: 25.8572, radiusKm: 25 },
  },
  hero: {
    eyebrow: 'Zimbabwe · Mosi-oa-Tunya',
    title: 'Victoria Falls Day Tour',
    intro:
      'Stand in the spray of “the smoke that thunders”, where the whole Zambezi drops into a narrow gorge. A guided day at one of the natural wonders of the world, with the option to see it from the air.',
    image: { id: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls in full flow, with spray rising above the gorge' },
    figures: [
      { value: '1,708 m', label: 'Wide curtain of water' },
      { value: '108 m', label: 'Highest drop' },
    ],
  },
  experiences: {
    title: 'Experiences at the Falls',
    intro: 'Three ways to take in the Falls, from the rainforest path to the sky above the gorge.',
    items: [
      {
        name: 'The Falls on Foot',
        description:
          'Walk the rainforest path along the edge of the gorge on the Zimbabwean side, stopping at the viewpoints that face the Falls across the chasm.',
        image: { id: '1609198092458-38a293c7ac4b', alt: 'A rainbow arching over the gorge below the Falls' },
        highlights: ['Rainforest trail', 'Views of the Main Falls', 'Rainbows in the spray'],
      },
      {
        name: 'Flight of Angels',
        description:
          'A helicopter flight over the Falls and the zigzag gorges of the Zambezi: the only way to see the full width of the curtain at once.',
        image: { id: '1568625502763-2a5ec6a94c47', alt: 'The Falls and the zigzag gorges seen from above' },
        highlights: ['Aerial views', 'Zambezi gorges', 'Included in the helicopter option'],
      },
      {
        name: 'The Zambezi Above the Falls',
        description:
          'Above the Falls the river is wide and calm, dotted with islands where hippos, crocodiles and elephants come to the water.',
        image: { id: '1523805009345-7448845a9e53', alt: 'The sun setting over a wide river with palm-covered islands' },
        highlights: ['Wildlife on the river', 'Island scenery', 'Sunset light'],
      },
    ],
  },
  activities: {
    title: 'Activities to Add',
    intro: 'Stay longer and combine your tour with one of these. Ask us and we will arrange them.',
    items: [
      { name: 'Guided Tour of the Falls', description: 'The rainforest walk with your guide, the heart of every day trip.', duration: '2-3 hours' },
      { name: 'Helicopter Flight', description: 'A short scenic flight over the Falls and the gorges below.', duration: '12-15 minutes' },
      { name: 'Zambezi Sunset Cruise', description: 'Drinks and snacks on the upper Zambezi as the sun goes down.', duration: '2-3 hours' },
      { name: 'White-Water Rafting', description: 'Some of the world’s best rapids in the Batoka Gorge, at their finest in low water.', duration: 'Half or full day' },
      { name: 'Victoria Falls Bridge Tour', description: 'The 1905 bridge between Zimbabwe and Zambia, its history and its views of the gorge.', duration: '1-2 hours' },
      { name: 'Devil’s Pool', description: 'A swim on the lip of the Falls from Livingstone Island, in Zambia, when the river is low.', duration: '2-3 hours' },
    ],
  },
  bestTimes: {
    title: 'When to Visit',
    intro: 'The Falls change with the Zambezi’s flood. Each season has its own rewards; we help you choose.',
    seasons: [
      {
        name: 'High water',
        months: 'February to July',
        description:
          'After the rains upstream, the river is at its fullest and the spray can rise hundreds of metres. The Falls are at their most powerful, though at the peak the mist can veil the view.',
        highlights: ['Thundering full curtain', 'Rainbows and spray', 'Bring a raincoat'],
      },
      {
        name: 'Low water',
        months: 'August to January',
        description:
          'As the river drops, the rock face and the gorge come into view, the spray thins for clear photographs, and the rapids below are at their best for rafting.',
        highlights: ['Clearer views', 'Best for rafting', 'Devil’s Pool season'],
      },
    ],
  },
  pricing: {
    title: 'Victoria Falls Pricing',
    intro: 'A full guided day at the Falls, with or without the helicopter flight.',
    options: [
      { amount: 280, label: 'per person, day trip' },
      { amount: 450, label: 'per person, with helicopter flight' },
    ],
    facts: [
      { label: 'Availability', value: 'Daily' },
      { label: 'Duration', value: 'Full day' },
      { label: 'Start', value: 'Victoria Falls town' },
    ],
    inclusions: [
      'Guided tour of the Falls',
      'Rainforest entrance fee',
      'Lunch and bottled water',
      'Return transfers from your hotel',
      'Helicopter flight, with the helicopter option',
    ],
  },
  contact: {
    heading: 'Plan Your Victoria Falls Day',
    intro: 'Tell us your dates and whether you would like the helicopter flight, and we will reply within 24 hours.',
  },
};
