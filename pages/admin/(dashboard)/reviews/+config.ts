import type { Config } from 'vike/types';

export default {
  title: 'Reviews | Admin Dashboard | African Safari Tours',
} satisfies Config;
