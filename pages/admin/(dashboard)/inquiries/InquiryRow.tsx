import { usePageContext } from 'vike-react/usePageContext';
import type { InquiryStatus, SpamFlag } from '#lib/domain/enquiry/enquiry.types.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { inquiryReference } from '#lib/domain/enquiry/inquiry-reference.ts';
import { AgeBadge } from './AgeBadge.tsx';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';
import { groupSizeLabel } from '#lib/inquiry-labels.ts';
import { SpamCheckBadge } from './SpamCheck.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusSelect } from './StatusSelect.tsx';

/** What one line of the list shows (the list's +data.ts sends no more). */
export interface InquiryListItem {
  id: string;
  reference: number;
  name: string;
  email: string;
  /** The trip it names, else the interest chosen; null when neither (issue 29). */
  interest: string | null;
  departureOn?: string | null;
  /** The trip the enquiry was sent about, when it named one. */
  trip: string | null;
  arrivalDate: string | null;
  departureDate: string | null;
  groupSize: string;
  status: InquiryStatus;
  /** Since when it waits for our answer; null when it does not (decision 133). */
  needsReplySince: string | null;
  createdAt: string;
  preview: string;
  spamFlag: SpamFlag | null;
  spamReason: string | null;
}

/** One enquiry in the list: who, what, when, how long it has waited, and its status to change. */
export function InquiryRow({ item, now }: { item: InquiryListItem; now: string }) {
  const { site } = usePageContext();
  return (
    <article className="relative grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md has-[h3_a:focus-visible]:ring-2 has-[h3_a:focus-visible]:ring-ochre-600 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 text-lg font-semibold break-words">
            {/* The card's main target; its ::after covers the card, under the status control. */}
            <a href={`/admin/inquiries/${item.id}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {item.name}
            </a>
          </h3>
          <StatusBadge status={item.status} />
          {item.needsReplySince && <AgeBadge since={item.needsReplySince} now={now} />}
          <SpamCheckBadge flag={item.spamFlag} />
        </div>
        <p className="mt-1 text-sm break-all text-stone-700">
          {item.email} <span className="whitespace-nowrap text-stone-600">· {inquiryReference(item.reference)}</span>
        </p>
        {item.spamFlag && item.spamFlag !== 'released' && item.spamReason && <p className="mt-1 text-sm text-amber-900">{item.spamReason}</p>}
        <p className="mt-1 text-sm text-stone-600">
          {item.trip ? <span className="font-semibold text-bush-900">{item.trip}</span> : item.interest}
          {(item.trip || item.interest) && ' · '}
          {[item.departureOn ? copy.departure(formatDate(item.departureOn)) : null, groupSizeLabel(item.groupSize)].filter(Boolean).join(' · ')}
          {(item.arrivalDate || item.departureDate) && (
            <>
              {' · '}
              <span className="whitespace-nowrap">{copy.travelDates(item.arrivalDate ? formatDate(item.arrivalDate) : null, item.departureDate ? formatDate(item.departureDate) : null)}</span>
            </>
          )}{' '}
          ·{' '}
          <span>
            {copy.received} <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, site.timeZone)}</time>
          </span>
        </p>
        {item.preview && <p className="mt-2 line-clamp-2 text-sm break-words text-stone-700">{item.preview}</p>}
      </div>
      <div className="relative z-10 justify-self-start sm:justify-self-end">
        <StatusSelect id={item.id} status={item.status} label={copy.changeStatus(item.name)} />
      </div>
    </article>
  );
}
