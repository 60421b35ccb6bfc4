import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

/** The booking's reference in the browser tab. */
export function title(pageContext: PageContext<Data>) {
  const { booking } = pageContext.data;
  return `${booking.reference} ${booking.leadName} | Bookings | ${shellContent.title} | ${BRAND_NAME}`;
}
