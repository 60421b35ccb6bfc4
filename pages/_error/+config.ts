import type { Config } from 'vike/types';

export default {
  title: '404 Page Not Found',
} satisfies Config;
