import type { Config } from 'vike/types';

export default {
  title: 'Quad Biking Tours near Kruger | African Safari Tours',
  description:
    'Guided quad bike tours on bush trails near Hazyview and the Kruger: $120 per person for 2 hours, $180 for 4 hours. Gear, training and guide included.',
} satisfies Config;
