import type { Config } from 'vike/types';

export default {
  title: 'Pricing | Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
