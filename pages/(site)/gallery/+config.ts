import type { Config } from 'vike/types';

export default {
  title: 'Safari Photo Gallery | African Safari Tours',
  description:
    'Browse our safari photo collections: Big Five encounters, canyons and waterfalls, and life on the road with our guides, all from our own trips in southern Africa.',
} satisfies Config;
