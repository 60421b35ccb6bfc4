import type { InquiryRecord } from '#database/dto.ts';
import { deskDetailContent } from './desk-detail.content.ts';
import { Detail } from './InquiryFacts.tsx';

const copy = deskDetailContent.leadSource;
const FORMS: Record<string, string> = { home: 'Home page form', contact: 'Contact page form' };

/** Where the traveller came from, as the form recorded it on their first page view. */
export function LeadSource({ inquiry }: { inquiry: InquiryRecord }) {
  const form = inquiry.form ? (FORMS[inquiry.form] ?? `Contact section of ${inquiry.form}`) : copy.none;
  const rows: [string, string | null][] = [
    [copy.utmSource, inquiry.utmSource],
    [copy.utmMedium, inquiry.utmMedium],
    [copy.utmCampaign, inquiry.utmCampaign],
  ];
  return (
    <section aria-labelledby="lead-source-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h3 id="lead-source-heading" className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <dl className="mt-3 space-y-3">
        <Detail label={copy.form}>{form}</Detail>
        <Detail label={copy.landingPage}>{inquiry.landingPage ?? copy.none}</Detail>
        <Detail label={copy.referrer}>{inquiry.referrer ?? copy.direct}</Detail>
        {rows.map(([label, value]) => value && <Detail key={label} label={label}>{value}</Detail>)}
      </dl>
    </section>
  );
}
