import type { Config } from 'vike/types';

export default {
  title: 'Packages | Admin Dashboard | African Safari Tours',
} satisfies Config;
