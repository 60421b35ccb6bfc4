import { ReservationsPanel } from './ReservationsPanel.tsx';
import { useData } from 'vike-react/useData';
import { BookingDetailView } from './BookingDetailView.tsx';
import { ManifestGuests } from '#components/admin/departures/ManifestGuests.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { booking, bank, schedule, events, today, reservations, reservationTally, guests } = useData<Data>();
  return (
    <div className="space-y-6">
      <BookingDetailView booking={booking} bank={bank} schedule={schedule} events={events} today={today} />
      <ReservationsPanel bookingId={booking.id} reservations={reservations} tally={reservationTally} cancelled={booking.status === 'cancelled'} />
      <ManifestGuests bookings={[{ id: booking.id, reference: booking.reference, status: booking.status, guests }]} />
    </div>
  );
}
