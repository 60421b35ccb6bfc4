import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#database/schemas/fields.ts';
import { uuidOrNull } from '#lib/uuid.ts';
import { balanceReminders } from './reminders.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One booking with its enquiry's timeline and its balance reminders; an unknown or malformed id is SPEC's not-found page. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const { bookings, inquiries } = pageContext.services;
  const today = todayIn(pageContext.site.timeZone);
  const booking = id ? await bookings.detail(id, today) : null;
  if (!booking) throw render(404);
  const [inquiry, reminders] = await Promise.all([inquiries.detail(booking.inquiryId), balanceReminders(pageContext.services, booking.id)]);
  return { booking, events: inquiry?.events ?? [], reminders, today };
}
