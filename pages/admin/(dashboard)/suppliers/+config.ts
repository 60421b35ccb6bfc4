import type { Config } from 'vike/types';

export default {
  title: 'Suppliers | Admin Dashboard | African Safari Tours',
} satisfies Config;
