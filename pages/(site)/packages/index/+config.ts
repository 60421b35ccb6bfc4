import type { Config } from 'vike/types';

export default {
  title: 'Safari Packages | African Safari Tours',
  description:
    'Local South African safaris, cross-border adventures to Botswana and Victoria Falls, and luxury fly-in experiences. Prices per person in USD, in-country travel and accommodation included.',
} satisfies Config;
