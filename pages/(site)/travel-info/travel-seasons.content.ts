import type { IconName } from '#components/site/activity/ActivityIcon.tsx';

/** A season in southern Africa (the southern hemisphere: summer is December to February). */
export interface TravelSeason {
  id: 'summer' | 'autumn' | 'winter' | 'spring';
  name: string;
  months: string;
  icon: IconName;
  climate: string;
  summary: string;
  highlights: string[];
  tip: string;
}

export interface Airport {
  code: 'JNB' | 'CPT' | 'DUR';
  name: string;
  city: string;
  description: string;
  transferTime: string;
}

export const travelSeasons: TravelSeason[] = [
  {
    id: 'summer',
    name: 'Summer',
    months: 'Dec-Feb',
    icon: 'sun',
    climate: 'Hot and humid in the bush, 20-35 °C, with afternoon thunderstorms',
    summary:
      'The rainy season turns the bush green and brings newborn animals and migrant birds. Thicker cover makes some animals harder to spot, but the light, the storms and the birding are at their best.',
    highlights: ['Impala lambs and other young animals', 'Superb birding with migrants', 'Cape Town at its sunny, dry best', 'Lush green landscapes'],
    tip: 'Pack a light rain jacket and take malaria precautions for the Kruger area.',
  },
  {
    id: 'autumn',
    name: 'Autumn',
    months: 'Mar-May',
    icon: 'leaf',
    climate: 'Warm days and cooler nights, 12-28 °C, with the rains easing',
    summary:
      'The rains fade, the grass begins to dry and the crowds are thin. The impala rut fills the bush with sound, and Victoria Falls is near its thundering peak.',
    highlights: ['The impala rut in April and May', 'Victoria Falls in high water', 'Quieter parks and better value', 'Pleasant temperatures for walking'],
    tip: 'Bring layers: mornings on an open vehicle can already be cool by May.',
  },
  {
    id: 'winter',
    name: 'Winter',
    months: 'Jun-Aug',
    icon: 'binoculars',
    climate: 'Dry, sunny days of 22-27 °C and cold dawns close to freezing',
    summary:
      'The classic safari season. Vegetation thins and animals gather at the remaining water, so game viewing is at its best. Days are clear and dry, and the malaria risk is lowest.',
    highlights: ['The best game viewing of the year', 'Okavango Delta in flood', 'Whales along the Cape coast', 'Few mosquitoes'],
    tip: 'Book early, as lodges fill quickly, and pack a warm jacket, hat and gloves for early drives.',
  },
  {
    id: 'spring',
    name: 'Spring',
    months: 'Sep-Nov',
    icon: 'heart',
    climate: 'Warming up fast, 15-32 °C, with the first rains from late October',
    summary:
      'The dry season peaks, so wildlife still crowds around water, until the first storms bring the bush back to life. Migrant birds return and the first calves are born.',
    highlights: ['Excellent game viewing continues', 'Wildflowers on the West Coast', 'First storms and new growth', 'Birthing season begins in November'],
    tip: 'Sun protection matters: it gets hot before the rains, so bring a wide-brimmed hat and plenty of sunscreen.',
  },
];

export const airports: Airport[] = [
  {
    code: 'JNB',
    name: 'O.R. Tambo International Airport',
    city: 'Johannesburg',
    description: 'The main gateway to southern Africa, with the most international flights and connections to the Kruger area, Botswana and Zimbabwe.',
    transferTime: '5-6 hours by road to the Kruger area, or a 1-hour connecting flight',
  },
  {
    code: 'CPT',
    name: 'Cape Town International Airport',
    city: 'Cape Town',
    description: 'Direct flights from Europe and beyond; the start of Cape Town, Winelands and Garden Route itineraries.',
    transferTime: '20-30 minutes to the city centre',
  },
  {
    code: 'DUR',
    name: 'King Shaka International Airport',
    city: 'Durban',
    description: 'The gateway to KwaZulu-Natal, for the Drakensberg, the coast and the Zululand game reserves.',
    transferTime: 'About 35 minutes to Durban, 3 hours to Hluhluwe-iMfolozi',
  },
];
