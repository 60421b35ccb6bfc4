import { serializeJsonLd } from '#lib/structured-data.ts';

/** Structured data for search engines. Data, not code: CSP does not run it (decision 051). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
