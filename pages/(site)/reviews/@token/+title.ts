import type { PageContext } from 'vike/types';
import { reviewsContent as copy } from '#components/site/reviews/reviews.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `${copy.form.title(pageContext.data.tripName)} | ${BRAND_NAME}`;
}
