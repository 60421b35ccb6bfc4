import type { Config } from 'vike/types';

export default {
  title: 'Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
