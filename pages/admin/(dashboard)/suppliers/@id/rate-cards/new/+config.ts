import type { Config } from 'vike/types';

export default {
  title: 'New rate card | Suppliers | Admin Dashboard | African Safari Tours',
} satisfies Config;
