import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.supplier.name} | Suppliers | ${shellContent.title} | ${BRAND_NAME}`;
}
