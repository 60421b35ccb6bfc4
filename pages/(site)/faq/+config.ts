import type { Config } from 'vike/types';

export default {
  title: 'Safari FAQ: Bookings, Payments and What to Expect | African Safari Tours',
  description:
    'Answers to the questions travellers ask us most: what every safari includes, deposits and balances, cancellations, passports, insurance and tailor-made trips for groups of up to 20.',
} satisfies Config;
