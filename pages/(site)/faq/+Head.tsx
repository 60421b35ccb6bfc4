import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '#components/site/JsonLd.tsx';
import { faqPageJsonLd } from '#lib/structured-data.ts';
import { faqEntries } from './faq.content.ts';

export function Head() {
  const { siteOrigin } = usePageContext();
  return <JsonLd data={faqPageJsonLd(siteOrigin, faqEntries)} />;
}
