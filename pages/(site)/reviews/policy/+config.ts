import type { Config } from 'vike/types';
import { reviewsContent as copy } from '#components/site/reviews/reviews.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';

export default {
  title: `${copy.policy.title} | ${BRAND_NAME}`,
  description: copy.policy.description,
} satisfies Config;
