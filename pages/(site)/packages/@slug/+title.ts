import type { PageContext } from 'vike/types';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.trip.name} | ${BRAND_NAME}`;
}
