import type { PageContext } from 'vike/types';
import { reviewFormCopy } from '#components/site/reviews/reviews.content.de.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { locale, tripName } = pageContext.data;
  return `${reviewFormCopy[locale].title(tripName)} | ${BRAND_NAME}`;
}
