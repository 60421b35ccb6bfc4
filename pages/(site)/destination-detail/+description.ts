import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function description(pageContext: PageContext<Data>) {
  return pageContext.data.metaDescription;
}
