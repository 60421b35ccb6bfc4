import { usePageContext } from 'vike-react/usePageContext';
import { breadcrumbJsonLd } from '#lib/structured-data.ts';
import { headerWords } from '#lib/i18n/site-chrome.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { JsonLd } from './JsonLd.tsx';
import { useLocale } from './use-locale.ts';

/**
 * An activity page's breadcrumb (Home › the page), named as the menu of the page's language names it and
 * addressed in that language, so a German result's trail reads "Start › Spaziergang mit Geparden".
 */
export function ActivityHead() {
  const { siteOrigin, urlPathname } = usePageContext();
  const locale = useLocale();
  const { mobileNav } = headerWords[locale];
  const name = mobileNav.find((link) => link.href === urlPathname)?.label ?? urlPathname;
  const home = mobileNav.find((link) => link.href === '/')!.label;
  return <JsonLd data={breadcrumbJsonLd(siteOrigin, [{ name, path: localizedPath(urlPathname, locale) }], { name: home, path: localizedPath('/', locale) })} />;
}
