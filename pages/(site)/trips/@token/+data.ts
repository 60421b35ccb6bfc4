import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { formatDate } from '#lib/format.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { countriesOnRoute } from '#lib/route-map.server.ts';
import type { GuestValues } from '#components/site/pack/GuestForm.tsx';

export type Data = Awaited<ReturnType<typeof data>>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The rooming names in order: the lead, then each other traveller once. */
function leadFirst(lead: string, others: string[]): string[] {
  return [lead, ...others.filter((name) => !sameName(name, lead))];
}

/** `/trips/<token>`: the pack while its link lives (not revoked, until 30 days after the return, booking not cancelled). */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const { em, tripPacks } = pageContext.services;
  const bookingId = token.length <= 128 ? await tripPacks.bookingFor(token, todayIn(pageContext.site.timeZone)) : null;
  if (!bookingId) throw render(404);
  const booking = await pageContext.services.reservations.booking(bookingId);
  const pack = booking && (await tripPackView(em, bookingId, booking));
  if (!booking || !pack) throw render(404);
  const settings = await pageContext.services.companySettings.get();
  // The traveller's language (issue 42): the pack's own words are in it.
  const locale = await pageContext.services.inquiries.localeOf((await tripPacks.recipient(bookingId))?.inquiryId ?? null);
  const guests = (await tripPacks.guests(bookingId)).map((g) => Object.fromEntries(Object.entries(g).map(([k, value]) => [k, value == null ? '' : String(value)])) as GuestValues);
  return {
    token,
    locale,
    pack,
    stops: booking.stops,
    countries: countriesOnRoute(booking.stops),
    // Each stop's own country: the packing list follows the places, not only the countries (issue 39).
    stopCountries: booking.stops.map((stop) => countriesOnRoute([stop])[0] ?? null),
    // The lead traveller first (issue 39, R1): the booking keeps the others, and a traveller may have listed
    // themselves among them too.
    travellers: leadFirst(pack.leadName, booking.travellers),
    guests,
    emergencyPhone: settings.emergencyPhone ?? settings.phone,
    // Issue 41: what changed since the pack was sent, newest first, each dated in the operator's zone.
    changes: (await pageContext.services.tripChanges.forBooking(bookingId)).map((c) => ({ id: c.id, summary: c.summary, details: c.details, date: formatDate(todayIn(pageContext.site.timeZone, new Date(c.createdAt)), locale), seen: c.acknowledgedAt !== null })),
  };
}
