import type { Config } from 'vike/types';

export default {
  title: 'Meet Jessica the Hippo in Hoedspruit | African Safari Tours',
  description:
    'Visit Jessica, the hippo raised by a family on the Blyde River near Hoedspruit, and hear her story: $150 per person, 1-2 hours, daily. 1000+ happy visitors.',
} satisfies Config;
