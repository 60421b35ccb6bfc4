import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '#components/ui/Button.tsx';
import { bookingPageContent } from './booking-page.content.ts';
import { FOLDED_ENTRIES } from './Conversation.tsx';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { formatDateTime } from '#lib/format.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { describeBookingEvent, ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.timeline;

/**
 * The booking's own timeline (issue 26): stored as data, put into words here; readable after the enquiry is erased.
 * Folded to its latest entries like the conversation (issue 39).
 */
export function BookingTimeline({ booking }: { booking: BookingDetail }) {
  const { site } = usePageContext();
  const [all, setAll] = useState(false);
  const long = booking.events.length > FOLDED_ENTRIES;
  const shown = long && !all ? booking.events.slice(-FOLDED_ENTRIES) : booking.events;
  const money = (minor: number) => formatMinor(minor, booking.currency);
  return (
    <DeskPanel id="booking-timeline" heading={copy.heading} intro={copy.intro}>
      {booking.events.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {shown.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-x-3 border-b border-sand-100 pb-2 last:border-0">
              <span className="text-stone-900">{describeBookingEvent(event, money)}</span>
              <span className="text-stone-600">
                {formatDateTime(event.createdAt, site.timeZone)}
                {event.author && ` · ${event.author}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      {long && (
        <Button size="sm" variant="ghost" className="-ml-3 mt-2" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? bookingPageContent.conversation.showLatest : bookingPageContent.conversation.showAll(booking.events.length)}
        </Button>
      )}
    </DeskPanel>
  );
}
