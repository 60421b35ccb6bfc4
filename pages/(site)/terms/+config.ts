import type { Config } from 'vike/types';

export default {
  title: 'Terms and Conditions | African Safari Tours',
  description:
    'The terms of every safari we run: 30% deposit, payment in USD 60 days before departure, cancellation refunds, accommodation, travel documents, insurance and how disputes are settled.',
} satisfies Config;
