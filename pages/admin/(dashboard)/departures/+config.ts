import type { Config } from 'vike/types';

export default {
  title: 'Departure | Admin Dashboard | African Safari Tours',
} satisfies Config;
