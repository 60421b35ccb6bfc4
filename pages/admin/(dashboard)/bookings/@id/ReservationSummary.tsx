import type { ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { bookingPageContent } from './booking-page.content.ts';

const copy = bookingPageContent.reservations;

/** "1 of 2 confirmed: chase Satara Rest Camp": the tally, then what each open reservation waits for, in stay order. */
export function reservationSummary(reservations: ReservationView[], tally: ReservationTally): string {
  if (tally.total === 0) return copy.none;
  const tasks = reservations.flatMap((r) => (r.status === 'confirmed' || r.status === 'cancelled' ? [] : [copy.task[r.status](r.supplier.name)]));
  if (tasks.length === 0 && tally.confirmed === tally.total) return copy.allConfirmed(tally.total);
  return `${copy.tally(tally.confirmed, tally.total)}${tasks.length ? `: ${tasks.join('; ')}` : ''}`;
}

/** The reservations' next step in one line, above the panel (issue 39). */
export function ReservationSummary({ reservations, tally }: { reservations: ReservationView[]; tally: ReservationTally }) {
  return (
    <p className="text-base font-semibold text-bush-900" data-testid="reservation-summary">
      {reservationSummary(reservations, tally)}
    </p>
  );
}
