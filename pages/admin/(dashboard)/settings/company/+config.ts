import type { Config } from 'vike/types';

export default {
  title: 'Company | Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
