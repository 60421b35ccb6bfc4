import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { formatDate } from '#lib/format.ts';
import type { Data } from './+data.ts';

/** The trip and the date in the browser tab. */
export function title(pageContext: PageContext<Data>) {
  const { manifest } = pageContext.data;
  return `${manifest.trip.name}, ${formatDate(manifest.departure.date)} | ${shellContent.title} | ${BRAND_NAME}`;
}
