import type { Config } from 'vike/types';

export default {
  title: 'Testimonials | Admin Dashboard | African Safari Tours',
} satisfies Config;
