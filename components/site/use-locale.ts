import { usePageContext } from 'vike-react/usePageContext';
import type { Locale } from '#lib/domain/site/locale.ts';
import { siteHref } from '#lib/i18n/locale-paths.ts';

/**
 * The page's language (from its address, +onBeforeRoute.ts); English where no hook set one (an error page) or no
 * page is rendering (a section rendered on its own, as the pack's test renders the travel-info panel).
 */
export function useLocale(): Locale {
  return (usePageContext() as ReturnType<typeof usePageContext> | undefined)?.locale ?? 'en';
}

/** Site links for this page's language: a German page links German pages under `/de`. */
export function useSiteHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => siteHref(href, locale);
}

/**
 * A link's `href` for this page's language, with `hreflang="en"` where a German page links a page that is in
 * English only, so readers and search engines are told before they follow it.
 */
export function useSiteLink(): (href: string) => { href: string; hrefLang?: 'en' } {
  const locale = useLocale();
  return (href) => {
    const localized = siteHref(href, locale);
    return locale !== 'en' && localized === href && href.startsWith('/') ? { href, hrefLang: 'en' } : { href: localized };
  };
}
