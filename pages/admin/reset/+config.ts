import type { Config } from 'vike/types';

export default {
  title: 'Forgot Password | African Safari Tours',
  description: 'Ask for a link to choose a new password for the African Safari Tours dashboard.',
} satisfies Config;
