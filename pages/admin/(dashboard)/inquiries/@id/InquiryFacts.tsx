import type { ReactNode } from 'react';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import type { TripRef } from '#lib/domain/catalogue/catalogue.types.ts';
import { formatDate } from '#lib/format.ts';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';
import { partyLabel } from '#lib/domain/enquiry/party.ts';
import { tierForCountry } from '#lib/domain/costing/residency.ts';
import { indicativePanelContent } from './indicative-panel.content.ts';
import { budgetLabel, groupSizeLabel, packageInterestLabel, safariTypeLabel } from '#lib/inquiry-labels.ts';

const LINK = 'font-medium text-ochre-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 break-all';

function travelDates({ arrivalDate, departureDate }: InquiryRecord): string {
  if (arrivalDate && departureDate) return `${formatDate(arrivalDate)} – ${formatDate(departureDate)}`;
  if (arrivalDate) return `${copy.from} ${formatDate(arrivalDate)}`;
  if (departureDate) return `${copy.until} ${formatDate(departureDate)}`;
  return copy.notGiven;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-800">{children}</dd>
    </div>
  );
}

/** What the traveller told us: how to reach them, what they want, and their message. */
export function InquiryFacts({ inquiry }: { inquiry: InquiryRecord & { package?: TripRef | null } }) {
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={copy.fields.email}>
          <a href={`mailto:${inquiry.email}`} className={LINK}>
            {inquiry.email}
          </a>
        </Detail>
        {inquiry.phone && (
          <Detail label={copy.fields.phone}>
            <a href={`tel:${inquiry.phone.replace(/[^+\d]/g, '')}`} className={LINK}>
              {inquiry.phone}
            </a>
          </Detail>
        )}
        {inquiry.package && (
          <Detail label={copy.fields.trip}>
            <a href={inquiry.package.path} className={LINK}>
              {inquiry.package.name}
            </a>
          </Detail>
        )}
        {inquiry.departureOn && <Detail label={copy.fields.departure}>{formatDate(inquiry.departureOn)}</Detail>}
        {inquiry.safariType ? (
          <Detail label={copy.fields.safariType}>{safariTypeLabel(inquiry.safariType)}</Detail>
        ) : (
          // A trip's enquiry names the trip above; the interest shows only when one was chosen (issue 29).
          !inquiry.package && inquiry.packageType && <Detail label={copy.fields.packageInterest}>{packageInterestLabel(inquiry.packageType)}</Detail>
        )}
        <Detail label={copy.fields.groupSize}>{groupSizeLabel(inquiry.groupSize)}</Detail>
        {partyLabel(inquiry) && <Detail label={indicativePanelContent.party}>{partyLabel(inquiry)}</Detail>}
        {inquiry.country && <Detail label={indicativePanelContent.livesIn}>{`${inquiry.country} (${tierForCountry(inquiry.country)})`}</Detail>}
        <Detail label={copy.fields.travelDates}>{travelDates(inquiry)}</Detail>
        {inquiry.budgetRange && <Detail label={copy.fields.budget}>{budgetLabel(inquiry.budgetRange)}</Detail>}
      </dl>
      <div className="mt-4 rounded-xl bg-sand-50 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.fields.message}</p>
        <p className="mt-1 whitespace-pre-line text-sm break-words text-stone-800">{inquiry.message || copy.noMessage}</p>
      </div>
    </>
  );
}
