import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { travelAgencyJsonLd } from '#lib/structured-data.ts';

export function Head() {
  const { siteOrigin, site } = usePageContext();
  return <JsonLd data={travelAgencyJsonLd(siteOrigin, site)} />;
}
