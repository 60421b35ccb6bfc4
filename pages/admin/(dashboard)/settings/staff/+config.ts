import type { Config } from 'vike/types';

export default {
  title: 'Staff accounts | Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
