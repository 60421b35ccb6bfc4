import type { Config } from 'vike/types';

export default {
  title: 'Admin Login',
} satisfies Config;
