import type { Config } from 'vike/types';

export default {
  title: 'Admin Dashboard | African Safari Tours',
  description: 'Manage safari packages, the photo gallery and inquiries of African Safari Tours.',
} satisfies Config;
