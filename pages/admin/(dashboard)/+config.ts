import type { Config } from 'vike/types';

export default {
  title: 'Admin Dashboard',
} satisfies Config;
