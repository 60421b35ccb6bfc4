import type { BookingStatus } from '#lib/domain/booking/booking.schema.ts';

export interface BookingsView {
  status: BookingStatus | null;
  page: number;
}

/** The list's address for a filter and page (page 1 and "all" stay out of the URL). */
export function bookingsHref({ status, page }: BookingsView): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/bookings?${text}` : '/admin/bookings';
}

export const bookingHref = (id: string) => `/admin/bookings/${id}`;
