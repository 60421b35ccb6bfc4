import type { Config } from 'vike/types';

export default {
  title: 'Admin Login | African Safari Tours',
  description: 'Staff sign-in to the African Safari Tours admin dashboard.',
} satisfies Config;
