import type { Config } from 'vike/types';

export default {
  title: 'Safari Destinations in Southern and East Africa | African Safari Tours',
  description:
    'Explore our safari destinations: Kruger, Chobe, the Okavango Delta and Victoria Falls in Southern Africa, the Serengeti, Masai Mara, Kilimanjaro and Zanzibar in East Africa, and add-on activities.',
} satisfies Config;
