import { usePageContext } from 'vike-react/usePageContext';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { formatDateTime } from '#lib/format.ts';
import { HeldInboundEvent } from '../mail/HeldInboundEvent.tsx';
import { InboundEvent } from '../mail/InboundEvent.tsx';
import { inboundContent } from '../mail/inbound.content.ts';
import { MailEvent } from '../mail/MailEvent.tsx';
import { deskDetailContent } from './desk-detail.content.ts';
import { eventWords } from './event-words.ts';
import { STATUS_LABELS } from './inquiries.content.ts';

const copy = deskDetailContent.timeline;
const DOT = {
  received: 'bg-ochre-600',
  status: 'bg-bush-800',
  note: 'bg-sand-300',
  mail: 'bg-sky-700',
  'proposal-sent': 'bg-bush-800',
  'proposal-viewed': 'bg-sand-300',
  'changes-asked': 'bg-ochre-600',
  declined: 'bg-sand-300',
  booked: 'bg-bush-800',
  payment: 'bg-bush-800',
  inbound: 'bg-ochre-700',
  'inbound-held': 'bg-red-700',
  answered: 'bg-sand-300',
} as const satisfies Record<InquiryEventView['kind'], string>;

function What({ event }: { event: InquiryEventView }) {
  if (event.kind === 'status' && event.from && event.to) return <p className="text-sm text-stone-800">{copy.change(STATUS_LABELS[event.from], STATUS_LABELS[event.to])}</p>;
  if (event.kind === 'mail') return <MailEvent event={event} />;
  if (event.kind === 'inbound') return <InboundEvent event={event} />;
  if (event.kind === 'inbound-held') return <HeldInboundEvent event={event} />;
  // Notes, proposals and bookings: their words, made from the entry's data now (decision 143).
  const words = eventWords(event);
  return words ? <p className="whitespace-pre-line text-sm break-words text-stone-800">{words}</p> : null;
}

/**
 * Everything that happened to the enquiry, oldest first; the desk's enquiry page asks for the newest first
 * (issue 29), so the latest question is read first, next to the reply box under it.
 */
export function Timeline({ events, newestFirst = false }: { events: InquiryEventView[]; newestFirst?: boolean }) {
  const { site } = usePageContext();
  const ordered = newestFirst ? [...events].reverse() : events;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="timeline-heading" className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <ol className="mt-4 space-y-4 border-l-2 border-sand-200 pl-5">
        {ordered.map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className={`absolute -left-[1.7rem] top-1.5 h-3 w-3 rounded-full ring-4 ring-white ${DOT[event.kind]}`} />
            <p className="text-sm font-semibold text-bush-900">
              {copy.events[event.kind]}
              {/* Held mail is named by its sender's address: a display name can claim to be anyone. */}
              {event.kind === 'inbound-held' ? (
                <span className="font-normal break-all text-stone-800"> {event.sender ?? inboundContent.held.unknownSender}</span>
              ) : (
                event.author && <span className="font-normal text-stone-600"> {copy.by(event.author)}</span>
              )}
            </p>
            <p className="text-xs text-stone-600">
              <time dateTime={event.at}>{formatDateTime(event.at, site.timeZone)}</time>
            </p>
            <div className="mt-1">
              <What event={event} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
