import type { PageContext } from 'vike/types';

/** `<html lang>` follows the page's language (set by +onBeforeRoute.ts). */
export default function lang(pageContext: PageContext) {
  return pageContext.locale;
}
