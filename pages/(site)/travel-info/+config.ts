import type { Config } from 'vike/types';

export default {
  title: 'Safari Travel Information: Seasons, Airports & Packing | African Safari Tours',
  description:
    'Plan your southern African safari: what each season brings, arriving at Johannesburg, Cape Town or Durban, 13 activities to add and a packing list by country.',
} satisfies Config;
