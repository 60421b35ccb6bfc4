import { usePageContext } from 'vike-react/usePageContext';
import { breadcrumbJsonLd } from '#lib/structured-data.ts';
import { JsonLd } from './JsonLd.tsx';
import { mobileNav } from './site.content.ts';

/** An activity page's breadcrumb (Home › the page), named as the menu names it. */
export function ActivityHead() {
  const { siteOrigin, urlPathname } = usePageContext();
  const name = mobileNav.find((link) => link.href === urlPathname)?.label ?? urlPathname;
  return <JsonLd data={breadcrumbJsonLd(siteOrigin, [{ name, path: urlPathname }])} />;
}
