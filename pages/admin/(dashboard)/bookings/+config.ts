import type { Config } from 'vike/types';

export default {
  title: 'Bookings | Admin Dashboard | African Safari Tours',
} satisfies Config;
