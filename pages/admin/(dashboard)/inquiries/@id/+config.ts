import type { Config } from 'vike/types';

export default {
  title: 'Enquiry | Admin Dashboard | African Safari Tours',
} satisfies Config;
