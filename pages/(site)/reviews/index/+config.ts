import type { Config } from 'vike/types';
import { reviewsContent as copy } from '#components/site/reviews/reviews.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';

export default {
  title: `${copy.list.title} | ${BRAND_NAME}`,
  description: copy.list.description,
} satisfies Config;
