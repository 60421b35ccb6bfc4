import type { Config } from 'vike/types';

export default {
  title: 'Contact Us | African Safari Tours',
  description:
    'Call, WhatsApp or send us your safari inquiry: dates, group size and budget. A member of our family will respond within 24 hours.',
} satisfies Config;
