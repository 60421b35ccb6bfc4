import type { Config } from 'vike/types';

export default {
  title: 'Activity | Admin Dashboard | African Safari Tours',
} satisfies Config;
