import type { BookingStatus } from '#lib/domain/booking/booking.schema.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { bookingsContent as copy } from '#components/admin/bookings/bookings.content.ts';

const TONES = { 'deposit-due': 'warning', confirmed: 'highlight', paid: 'success', cancelled: 'muted' } as const;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status]}>{copy.status[status]}</Badge>;
}
