import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { faqPageJsonLd } from '#lib/structured-data.ts';

/** The FAQPage follows the stored questions (+onBeforeRender.ts). */
export function Head() {
  const { siteOrigin, faq = [] } = usePageContext();
  return <JsonLd data={faqPageJsonLd(siteOrigin, faq)} />;
}
