import type { PageContext } from 'vike/types';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `Your travel pack ${pageContext.data.pack.reference} | ${BRAND_NAME}`;
}
