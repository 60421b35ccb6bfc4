import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { InquiryRecord } from '#database/dto.ts';
import { Badge } from '../Badge.tsx';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { budgetLabel, packageInterestLabel, safariTypeLabel } from './inquiry-labels.ts';
import { inquiriesContent as copy } from './inquiries.content.ts';

const LINK = 'font-medium text-ochre-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 break-all';

function travelDates({ arrivalDate, departureDate }: InquiryRecord): string {
  if (arrivalDate && departureDate) return `${formatDate(arrivalDate)} – ${formatDate(departureDate)}`;
  if (arrivalDate) return `${copy.from} ${formatDate(arrivalDate)}`;
  if (departureDate) return `${copy.until} ${formatDate(departureDate)}`;
  return copy.notGiven;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-800">{children}</dd>
    </div>
  );
}

export function InquiryCard({ inquiry }: { inquiry: InquiryRecord }) {
  const { site } = usePageContext();
  const status = inquiry.status.charAt(0).toUpperCase() + inquiry.status.slice(1);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">
            {inquiry.firstName} {inquiry.lastName}
          </h3>
          <p className="text-xs text-stone-600">
            {copy.received} <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, site.timeZone)}</time>
          </p>
        </div>
        <Badge tone={inquiry.status === 'pending' ? 'warning' : 'neutral'}>{status}</Badge>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        {inquiry.safariType ? (
          <Detail label={copy.fields.safariType}>{safariTypeLabel(inquiry.safariType)}</Detail>
        ) : (
          <Detail label={copy.fields.packageInterest}>{packageInterestLabel(inquiry.packageType)}</Detail>
        )}
        <Detail label={copy.fields.groupSize}>{inquiry.groupSize}</Detail>
        <Detail label={copy.fields.travelDates}>{travelDates(inquiry)}</Detail>
        {inquiry.budgetRange && <Detail label={copy.fields.budget}>{budgetLabel(inquiry.budgetRange)}</Detail>}
      </dl>
      <div className="mt-4 rounded-xl bg-sand-50 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.fields.message}</p>
        <p className="mt-1 whitespace-pre-line text-sm break-words text-stone-800">{inquiry.message || copy.noMessage}</p>
      </div>
    </article>
  );
}
