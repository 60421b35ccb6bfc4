import type { PageContext } from 'vike/types';
import { splitLocalePath, GERMAN_PATHS } from '#lib/i18n/locale-paths.ts';

/**
 * Vike's i18n hook (vike.dev/i18n): `/de/guides` is routed as `/guides` with `locale: 'de'`, so one page file
 * serves both languages. A `/de/…` address whose page has no German copy keeps its prefix and so matches no
 * route: a 404, never an English page under a German address (decision 199).
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocalePath(pageContext.urlPathname);
  if (locale === 'en' || !GERMAN_PATHS.includes(path)) return { pageContext: { locale: 'en' as const } };
  return { pageContext: { locale, urlLogical: `${path}${pageContext.urlParsed.searchOriginal ?? ''}` } };
}
