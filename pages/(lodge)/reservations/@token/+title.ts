import type { PageContext } from 'vike/types';
import { reservationContent as copy } from './reservation.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `${copy.pageTitle(pageContext.data.reservation.reference)} | ${BRAND_NAME}`;
}
