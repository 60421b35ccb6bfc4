import type { PageContext } from 'vike/types';
import { BRAND_NAME } from '#lib/brand.ts';
import { packCopy } from '#lib/content/pack.content.de.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { locale, pack } = pageContext.data;
  return `${packCopy[locale].title(pack.reference)} | ${BRAND_NAME}`;
}
