import type { Config } from 'vike/types';

export default {
  title: 'Meet Our Safari Guides | African Safari Tours',
  description:
    'Meet the two professional guides behind every trip: 12+ years each in the bush, a 100% safety record and 500+ happy travellers. Their specialties, languages and certifications.',
} satisfies Config;
