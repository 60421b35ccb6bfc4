/**
 * Which public pages exist in which language, and how a page's address reads in each (issue 42, decision 199).
 * English is unprefixed and the x-default; German lives under `/de`. A page is listed here only once its German
 * copy is written: a German address for a page still in English would be an English page under a German URL,
 * which search engines read as duplicate or mislabelled content.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#lib/domain/site/locale.ts';

/** The logical (English, unprefixed) paths of the pages that have a German version. */
export const GERMAN_PATHS: readonly string[] = [
  '/',
  '/guides',
  '/accommodations',
  '/packages',
  '/contact',
  '/destinations',
  '/cheetah-walk',
  '/jessica-hippo',
  '/panorama-route',
  '/quad-biking',
  '/victoria-falls',
  '/gallery',
  '/travel-info',
];

/** A trip's page, `/packages/<slug>`: German only once its texts are reviewed, which its page checks (decision 204). */
export const TRIP_PAGE = /^\/packages\/[^/]+$/;

/** Whether `/de` + path may be routed as a German page (a fixed German page, or a trip's that may have one). */
export function hasGermanAddress(path: string): boolean {
  return GERMAN_PATHS.includes(path) || TRIP_PAGE.test(path);
}

const PREFIX: Record<Locale, string> = { en: '', de: '/de' };

/** The page's language and its logical path: `/de/guides` → `de`, `/guides`; `/de` → `de`, `/`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/de' || pathname === '/de/') return { locale: 'de', path: '/' };
  if (pathname.startsWith('/de/')) return { locale: 'de', path: pathname.slice(3) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The languages a logical path is published in, English first. */
export function localesOf(path: string): Locale[] {
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || (locale === 'de' && GERMAN_PATHS.includes(path)));
}

/** The address of a logical path in a language; `/` in German is `/de`, not `/de/`. Keeps a `#fragment` or `?query`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  return `${PREFIX[locale]}${pathname === '/' ? '' : pathname}${rest}`;
}

/**
 * A link inside a page in `locale`: to the same language where that page exists in it, else to the English page
 * (which a German page then marks `hreflang="en"`).
 */
export function siteHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/')) return href;
  const pathname = href.replace(/[?#].*$/, '');
  return GERMAN_PATHS.includes(pathname) ? localizedPath(href, locale) : href;
}

export interface Alternate {
  /** `en`, `de`, or `x-default` (the English page, for every reader whose language we do not serve). */
  hreflang: Locale | 'x-default';
  path: string;
}

/**
 * Every version of a logical path, itself included, and the x-default; a page with one language has none. `locales`
 * names them where the path alone cannot tell (a trip's, German once its texts are reviewed).
 */
export function alternatesOf(path: string, locales: Locale[] = localesOf(path)): Alternate[] {
  if (locales.length < 2) return [];
  return [
    ...locales.map((locale) => ({ hreflang: locale, path: localizedPath(path, locale) })),
    { hreflang: 'x-default' as const, path: localizedPath(path, DEFAULT_LOCALE) },
  ];
}
