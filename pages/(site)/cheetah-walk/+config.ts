import type { Config } from 'vike/types';

export default {
  title: 'Cheetah Walk near Kruger | African Safari Tours',
  description:
    'Walk on foot beside habituated cheetahs with their handlers near the Kruger: $350 per person, 2-3 hours, max 6 people, daily. 95% successful cheetah sightings.',
} satisfies Config;
