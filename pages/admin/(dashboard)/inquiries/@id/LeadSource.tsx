import { formLabel } from '#lib/inquiry-labels.ts';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { deskDetailContent } from '#components/admin/inquiries/desk-detail.content.ts';
import { Detail } from './InquiryFacts.tsx';

const copy = deskDetailContent.leadSource;

/** Where the traveller came from, as the form recorded it on their first page view. */
export function LeadSource({ inquiry }: { inquiry: InquiryRecord }) {
  const form = inquiry.form ? formLabel(inquiry.form) : copy.none;
  const rows: [string, string | null][] = [
    [copy.utmSource, inquiry.utmSource],
    [copy.utmMedium, inquiry.utmMedium],
    [copy.utmCampaign, inquiry.utmCampaign],
  ];
  return (
    <DeskPanel id="lead-source" heading={copy.heading}>
      <dl className="mt-3 space-y-3">
        <Detail label={copy.form}>{form}</Detail>
        <Detail label={copy.landingPage}>{inquiry.landingPage ?? copy.none}</Detail>
        <Detail label={copy.referrer}>{inquiry.referrer ?? copy.direct}</Detail>
        {rows.map(([label, value]) => value && <Detail key={label} label={label}>{value}</Detail>)}
      </dl>
    </DeskPanel>
  );
}
