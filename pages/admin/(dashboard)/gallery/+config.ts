import type { Config } from 'vike/types';

export default {
  title: 'Gallery | Admin Dashboard | African Safari Tours',
} satisfies Config;
