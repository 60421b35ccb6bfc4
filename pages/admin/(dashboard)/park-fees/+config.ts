import type { Config } from 'vike/types';

export default {
  title: 'Park fees | Admin Dashboard | African Safari Tours',
} satisfies Config;
