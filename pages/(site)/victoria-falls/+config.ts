import type { Config } from 'vike/types';

export default {
  title: 'Victoria Falls Day Tour | African Safari Tours',
  description:
    'A guided day trip to Victoria Falls in Zimbabwe: $280 per person, or $450 with a helicopter flight, daily. High water February to July, low water August to January.',
} satisfies Config;
