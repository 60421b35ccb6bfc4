import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

/** The traveller's name in the browser tab, so staff with several enquiries open can tell them apart; the rest as every staff page's title. */
export function title(pageContext: PageContext<Data>) {
  const { inquiry } = pageContext.data;
  return `${inquiry.firstName} ${inquiry.lastName} | Inquiry | ${shellContent.title} | ${BRAND_NAME}`;
}
