import type { Config } from 'vike/types';

export default {
  title: 'Inquiries | Admin Dashboard | African Safari Tours',
} satisfies Config;
