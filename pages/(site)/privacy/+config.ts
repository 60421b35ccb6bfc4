import type { Config } from 'vike/types';

export default {
  title: 'Privacy Policy | African Safari Tours',
  description:
    'What our enquiry forms collect, why, who sees it, how long we keep it and how to have it erased, under South Africa’s POPIA and the GDPR.',
} satisfies Config;
