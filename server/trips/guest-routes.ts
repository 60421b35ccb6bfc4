import { siteToday } from '#database/site-time-zone.ts';
import { DATE_OF_BIRTH_FUTURE, guestsSchema, PASSPORT_BEFORE_RETURN, PASSPORT_SIX_MONTHS } from '#database/schemas/guest.schema.ts';
import { TripPacksRepository } from '#database/repositories/trip-packs.repo.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { addDays } from '#lib/proposal-totals.ts';
import { HttpError, notFound, parseWhole } from '../middleware/errors.ts';
import { ApiHandlers } from '../api/api-handlers.ts';

/**
 * `PUT /api/trips/<token>/guests` (issue 30): the travellers' details, saved whole. Never logged: the error
 * handler logs paths with the token replaced and never a body; the CSV export does not read this table.
 */
export function guestRoutes() {
  const routes = new ApiHandlers();

  routes.on('travelPack.saveGuests', async (req, res) => {
    const { guests } = parseWhole(guestsSchema, req.body);
    const today = siteToday();
    const bookingId = await new TripPacksRepository(req.services.em).bookingFor(String(req.params.token ?? ''), today);
    if (!bookingId) throw notFound('This travel pack link is not valid');
    const pack = (await tripPackView(req.services.em, bookingId, false))!;
    const errors: Record<string, string> = {};
    const warnings: Record<string, string> = {};
    guests.forEach((g, i) => {
      if (g.dateOfBirth > today) errors[`guests.${i}.dateOfBirth`] = DATE_OF_BIRTH_FUTURE;
      if (g.passportExpiry <= pack.returnOn) errors[`guests.${i}.passportExpiry`] = PASSPORT_BEFORE_RETURN;
      else if (g.passportExpiry < addDays(pack.returnOn, 183)) warnings[`guests.${i}.passportExpiry`] = PASSPORT_SIX_MONTHS;
    });
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]!, errors);
    await req.services.em.execute(
      `insert into trip_guests (booking_id, guests, return_on, updated_at) values (?, ?, ?, now())
        on conflict (booking_id) do update set guests = excluded.guests, return_on = excluded.return_on, updated_at = now()`,
      [bookingId, JSON.stringify(guests), pack.returnOn],
    );
    res.json({ guests, warnings });
  });

  return routes;
}
