import type { InquiryStatus, InquiryStatusCounts } from '#lib/domain/enquiry/enquiry.types.ts';
import { COUNT_CAP, INQUIRY_STATUSES } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { formatCount } from '#lib/format.ts';
import { deskHref } from './desk-href.ts';
import { inquiriesContent as copy, STATUS_LABELS } from '#components/admin/inquiries/inquiries.content.ts';

/**
 * One link per status with its count, and "Needs reply" (the enquiries waiting, whatever their status);
 * the current filter is marked. The search is kept.
 */
export function StatusFilters({ counts, status, needsReply, q }: { counts: InquiryStatusCounts; status: InquiryStatus | null; needsReply: boolean; q: string }) {
  const filters: { value: InquiryStatus | null; needsReply?: true; label: string; count: number }[] = [
    { value: null, label: copy.all, count: counts.all },
    { value: null, needsReply: true, label: copy.needsReplyTitle, count: counts.needsReply },
    ...INQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value], count: counts[value] })),
  ];
  return (
    <nav aria-label={copy.filtersLabel}>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {filters.map((filter) => {
          const current = filter.value === status && Boolean(filter.needsReply) === needsReply;
          return (
            <li key={filter.label} className="shrink-0">
              <a
                href={deskHref({ status: filter.value, needsReply: filter.needsReply, q })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 ${
                  current ? 'bg-bush-900 text-white ring-bush-900' : 'bg-white text-bush-900 ring-sand-300 hover:bg-sand-100'
                }`}
              >
                {filter.label}
                <span className={`rounded-full px-1.5 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-sand-100 text-stone-700'}`}>{formatCount(filter.count, COUNT_CAP)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
