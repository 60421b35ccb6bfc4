import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { countriesOnRoute } from '#lib/route-map.server.ts';
import type { GuestValues } from '#components/site/pack/GuestForm.tsx';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/trips/<token>`: the pack while its link lives (not revoked, until 30 days after the return, booking not cancelled). */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const { em, tripPacks } = pageContext.services;
  const bookingId = token.length <= 128 ? await tripPacks.bookingFor(token, todayIn(pageContext.site.timeZone)) : null;
  if (!bookingId) throw render(404);
  const booking = await pageContext.services.reservations.booking(bookingId);
  const pack = booking && (await tripPackView(em, bookingId, booking));
  if (!booking || !pack) throw render(404);
  const guests = (await tripPacks.guests(bookingId)).map((g) => Object.fromEntries(Object.entries(g).map(([k, value]) => [k, value == null ? '' : String(value)])) as GuestValues);
  return {
    token,
    pack,
    stops: booking.stops,
    countries: countriesOnRoute(booking.stops),
    travellers: booking.travellers,
    guests,
    emergencyPhone: (await pageContext.services.companySettings.get()).emergencyPhone,
  };
}
