import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { breadcrumbJsonLd } from '#lib/structured-data.ts';
import type { Data } from './+data.ts';

/** Home › Destinations › this destination. */
export function Head() {
  const { siteOrigin, urlPathname } = usePageContext();
  const { name } = useData<Data>();
  return <JsonLd data={breadcrumbJsonLd(siteOrigin, [{ name: 'Destinations', path: '/destinations' }, { name, path: urlPathname }])} />;
}
