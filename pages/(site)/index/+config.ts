import type { Config } from 'vike/types';

export default {
  title: 'African Safari Tours | Family-run safaris in southern Africa',
  description:
    'Live your African dream: private and small-group safaris with two professional guides, a 100% safety record and 500+ happy travelers. Enquire today and hear from us within 24 hours.',
} satisfies Config;
