import type { PageContext } from 'vike/types';
import { redirect } from 'vike/abort';
import { splitLocalePath, hasGermanAddress } from '#lib/i18n/locale-paths.ts';

/**
 * Vike's i18n hook (vike.dev/i18n): `/de/guides` is routed as `/guides` with `locale: 'de'`, so one page file
 * serves both languages. A `/de/…` address whose page has no German copy yet is sent (302, not cached) to the
 * English page, never shown in English under a German address (decision 199). A trip's German address is routed
 * on: whether its German is reviewed is in the database, so its page's +data.ts decides (decision 204).
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocalePath(pageContext.urlPathname);
  const search = pageContext.urlParsed.searchOriginal ?? '';
  if (locale === 'en') return { pageContext: { locale } };
  if (!hasGermanAddress(path)) throw redirect(`${path}${search}`, 302);
  return { pageContext: { locale, urlLogical: `${path}${search}` } };
}
