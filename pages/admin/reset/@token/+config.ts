import type { Config } from 'vike/types';

export default {
  title: 'Choose a New Password | African Safari Tours',
} satisfies Config;
