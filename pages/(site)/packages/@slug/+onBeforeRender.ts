import type { PageContextServer } from 'vike/types';
import type { Data } from './+data.ts';

/** The head's hreflang alternates name the German page only once the trip's German is reviewed (decision 204). */
export function onBeforeRender(pageContext: PageContextServer & { data: Data }) {
  return { pageContext: { pageLocales: [...pageContext.data.locales] } };
}
