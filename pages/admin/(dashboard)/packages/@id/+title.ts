import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

/** The trip's name in the browser tab, so staff with several trips open can tell them apart. */
export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.trip.name} | Packages | ${shellContent.title} | ${BRAND_NAME}`;
}
