import type { ReservationWatch } from '#database/repositories/reservation-watch.ts';
import { DEPARTING_WITHIN_DAYS, HOLD_WARNING_DAYS } from '#lib/domain/reservation/reservation-status.ts';
import { formatDate } from '#lib/format.ts';
import { reservationsContent } from '#components/admin/reservations/reservations.content.ts';
import { AskToExtend } from '#components/admin/reservations/AskToExtend.tsx';
import type { ReactNode } from 'react';

const copy = reservationsContent.watch;

/** One list of the panel: each line links its booking, then says what is to chase there. */
function WatchList({ heading, items }: { heading: string; items: { key: string; bookingId: string; reference: string; words: string; action?: ReactNode }[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 font-semibold">{heading}</h3>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <a className="underline" href={`/admin/bookings/${item.bookingId}`}>
              {item.reference}
            </a>
            : {item.words}
            {item.action && <span className="ml-2 inline-block align-middle">{item.action}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Issue 30 on the Overview: suppliers' answers to read, holds ending within 7 days soonest first (and those that
 * lapsed) each with "Ask to extend" (issue 41), departures within 45 days not fully confirmed.
 */
export function ReservationWatchPanel({ watch }: { watch: ReservationWatch }) {
  if (watch.expiringHolds.length === 0 && watch.departingUnconfirmed.length === 0 && watch.answersToRead.length === 0) return null;
  return (
    <section aria-labelledby="reservation-watch-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="reservation-watch-title" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <WatchList
        heading={copy.answers}
        items={watch.answersToRead.map((a) => ({ key: a.reservationId, bookingId: a.bookingId, reference: a.bookingReference, words: a.supplier }))}
      />
      <WatchList
        heading={copy.holds(HOLD_WARNING_DAYS)}
        items={watch.expiringHolds.map((h) => ({
          key: h.reservationId,
          bookingId: h.bookingId,
          reference: h.bookingReference,
          words: (h.lapsed ? copy.lapsedHold : copy.held)(h.supplier, formatDate(h.heldUntil)),
          action: <AskToExtend reservationId={h.reservationId} supplier={h.supplier} />,
        }))}
      />
      <WatchList
        heading={copy.departing(DEPARTING_WITHIN_DAYS)}
        items={watch.departingUnconfirmed.map((d) => ({ key: d.bookingId, bookingId: d.bookingId, reference: d.reference, words: copy.departs(formatDate(d.departureOn), d.confirmed, d.total) }))}
      />
    </section>
  );
}
