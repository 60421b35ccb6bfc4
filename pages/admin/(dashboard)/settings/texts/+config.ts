import type { Config } from 'vike/types';

export default {
  title: 'FAQ and Terms | Settings | Admin Dashboard | African Safari Tours',
} satisfies Config;
