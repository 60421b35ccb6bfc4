import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { bankDetailsFor } from '#lib/admin-roles.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { voucherRelease } from '#database/repositories/voucher-release.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One booking (its payments, refunds, reminders and own timeline) with its enquiry's timeline while the enquiry
 * exists; an erased enquiry's booking still shows (decision 134). An unknown or malformed id is SPEC's not-found page.
 */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const { bookings, inquiries } = pageContext.services;
  const today = todayIn(pageContext.site.timeZone);
  const booking = id ? await bookings.detail(id, today) : null;
  if (!booking) throw render(404);
  const inquiry = booking.inquiryId ? await inquiries.detail(booking.inquiryId) : null;
  // What the traveller's page tells them about paying (company settings, as they are now).
  // Staff read the numbers as "(owner only)" (decision 137).
  const { bank, cancellationSchedule } = await pageContext.services.companySettings.get();
  // Issue 30: its reservations and "3 of 5 confirmed"; the travellers' guest details (decision 154).
  const reservations = await pageContext.services.reservations.forBooking(booking.id);
  const reservationTally = await pageContext.services.reservations.tally(booking.id);
  const guests = await pageContext.services.tripPacks.guests(booking.id);
  // Issue 39: the pack's state for its buttons: whether there is one to send, whether it went, the vouchers' release.
  const pack = {
    available: booking.status !== 'cancelled' && Boolean(booking.departureOn),
    sent: await pageContext.services.tripPacks.wasSent(booking.id),
    vouchers: await voucherRelease(pageContext.services.em, booking.id),
  };
  // Issue 41: what changed after the pack was sent, and whether the traveller saw it.
  const changes = await pageContext.services.tripChanges.forBooking(booking.id);
  return { changes, pack, guests, reservations, reservationTally, booking, bank: pageContext.admin ? bankDetailsFor(pageContext.admin.role, bank) : null, schedule: cancellationSchedule, events: inquiry?.events ?? [], today };
}
