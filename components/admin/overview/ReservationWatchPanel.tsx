import type { ReservationWatch } from '#database/repositories/reservation-watch.ts';
import { formatDate } from '#lib/format.ts';

/** Issue 30 on the Overview: suppliers' answers to read, holds about to lapse, departures within 45 days not fully confirmed. */
export function ReservationWatchPanel({ watch }: { watch: ReservationWatch }) {
  if (watch.expiringHolds.length === 0 && watch.departingUnconfirmed.length === 0 && watch.answersToRead.length === 0) return null;
  return (
    <section aria-labelledby="reservation-watch-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="reservation-watch-title" className="text-lg font-semibold">
        Reservations to chase
      </h2>
      {watch.answersToRead.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Suppliers' answers to read</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {watch.answersToRead.map((a) => (
              <li key={a.reservationId}>
                <a className="underline" href={`/admin/bookings/${a.bookingId}`}>
                  {a.bookingReference}
                </a>
                : {a.supplier}
              </li>
            ))}
          </ul>
        </>
      )}
      {watch.expiringHolds.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Provisional holds ending within 3 days</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {watch.expiringHolds.map((h) => (
              <li key={h.reservationId}>
                <a className="underline" href={`/admin/bookings/${h.bookingId}`}>
                  {h.bookingReference}
                </a>
                : {h.supplier}, held until {formatDate(h.heldUntil)}
              </li>
            ))}
          </ul>
        </>
      )}
      {watch.departingUnconfirmed.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Departing within 45 days, not all confirmed</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {watch.departingUnconfirmed.map((d) => (
              <li key={d.bookingId}>
                <a className="underline" href={`/admin/bookings/${d.bookingId}`}>
                  {d.reference}
                </a>
                : departs {formatDate(d.departureOn)}, {d.confirmed} of {d.total} confirmed
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
