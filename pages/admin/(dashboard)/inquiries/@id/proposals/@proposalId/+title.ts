import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

/** The traveller's name in the browser tab, as on the enquiry itself. */
export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.inquiry.name} | Proposal | ${shellContent.title} | ${BRAND_NAME}`;
}
