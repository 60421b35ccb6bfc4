import type { PageContext } from 'vike/types';
import { shellContent } from '#components/admin/admin.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { card, supplier } = pageContext.data;
  return `${card.name}, ${supplier.name} | ${shellContent.title} | ${BRAND_NAME}`;
}
