import type { Config } from 'vike/types';

export default {
  title: 'Saved replies | Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
