import { useData } from 'vike-react/useData';
import { BookingDetailView } from '#components/admin/bookings/BookingDetailView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { booking, bank, schedule, events, today } = useData<Data>();
  return <BookingDetailView booking={booking} bank={bank} schedule={schedule} events={events} today={today} />;
}
