import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { InquiryEventDataByKind } from '#lib/domain/enquiry/inquiry-event-data.ts';
import { formatMinor } from '#lib/domain/money/money.ts';

/**
 * The one place a timeline entry's data becomes staff's words (decision 143). Rows keep facts (kind, version,
 * counts, amounts); a rewording or a second language changes this module only. A note's or an answer's own text,
 * and any entry stored before its kind had data, show their `body` as written.
 */
const words = {
  'proposal-sent': (d: InquiryEventDataByKind['proposal-sent']) =>
    `Version ${d.version}${d.again ? ' sent again' : ''}: total ${formatMinor(d.totalMinor, d.currency)}, deposit ${formatMinor(d.depositMinor, d.currency)}`,
  'proposal-viewed': (d: InquiryEventDataByKind['proposal-viewed']) => `Version ${d.version} opened by the traveller${d.views > 1 ? ` (${d.views} views)` : ''}`,
  'changes-asked': (d: InquiryEventDataByKind['changes-asked']) =>
    `${{ open: `Version ${d.version}`, expired: `Version ${d.version} (expired)`, replaced: `Version ${d.version} (replaced by a newer one)` }[d.state]}: ${d.message}`,
  declined: (d: InquiryEventDataByKind['declined']) => `Version ${d.version} declined by the traveller`,
  booked: (d: InquiryEventDataByKind['booked']) => `${d.reference}: version ${d.version} accepted`,
  payment: (d: InquiryEventDataByKind['payment']) =>
    `${d.reference}: ${d.received ? `${formatMinor(d.received.amountMinor, d.received.currency)} (credited ${formatMinor(d.amountMinor, d.currency)})` : formatMinor(d.amountMinor, d.currency)} by ${d.method}${d.paymentReference ? ` (${d.paymentReference})` : ''}`,
} satisfies { [K in keyof InquiryEventDataByKind]?: (data: InquiryEventDataByKind[K]) => string };

type Worded = keyof typeof words;
const isWorded = (kind: string): kind is Worded => Object.hasOwn(words, kind);

/** An entry's words for the desk; null when it has none (a status change, a mail: their own components show them). */
export function eventWords(event: Pick<InquiryEventView, 'kind' | 'data' | 'body'>): string | null {
  if (event.data && isWorded(event.kind)) return (words[event.kind] as (data: unknown) => string)(event.data);
  if (event.kind === 'status') return null;
  return event.body ?? null;
}
