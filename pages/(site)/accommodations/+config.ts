import type { Config } from 'vike/types';

export default {
  title: 'Safari Lodges and Tented Camps | African Safari Tours',
  description:
    'Where you stay on safari: luxury lodges from $400-800, luxury safari tents from $200-400 and standard lodges from $150-250 per night, with premium amenities.',
} satisfies Config;
