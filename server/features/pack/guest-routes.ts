import { siteToday } from '#database/site-time-zone.ts';
import { DATE_OF_BIRTH_FUTURE, guestsSchema, PASSPORT_BEFORE_RETURN, PASSPORT_SIX_MONTHS } from '#lib/domain/booking/guest.schema.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { HttpError, notFound, parseWhole } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import type { RateLimitSettings } from '../../env.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { addDays } from '#lib/domain/dates.ts';

/**
 * `PUT /api/trips/<token>/guests` (issue 30): the travellers' details, saved whole. Never logged: the error
 * handler logs paths with the token replaced and never a body; the CSV export does not read this table.
 */
export function guestRoutes(limits: RateLimitSettings) {
  const routes = new ApiHandlers();

  routes.on('travelPack.saveGuests', async (req, res) => {
    const { guests } = parseWhole(guestsSchema, req.body);
    // A public write with only the link as credential: throttled per address, as the review and proposal links are.
    await countAttempt(req.services.rateLimiter, [{ key: `trip-guests:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);
    const today = siteToday();
    const bookingId = await req.services.tripPacks.bookingFor(String(req.params.token ?? ''), today);
    if (!bookingId) throw notFound('This travel pack link is not valid');
    const pack = (await tripPackView(req.services.em, bookingId))!;
    const errors: Record<string, string> = {};
    const warnings: Record<string, string> = {};
    guests.forEach((g, i) => {
      if (g.dateOfBirth > today) errors[`guests.${i}.dateOfBirth`] = DATE_OF_BIRTH_FUTURE;
      if (g.passportExpiry <= pack.returnOn) errors[`guests.${i}.passportExpiry`] = PASSPORT_BEFORE_RETURN;
      else if (g.passportExpiry < addDays(pack.returnOn, 183)) warnings[`guests.${i}.passportExpiry`] = PASSPORT_SIX_MONTHS;
    });
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]!, errors);
    await req.services.tripPacks.saveGuests(bookingId, guests, pack.returnOn);
    res.json({ guests, warnings });
  });

  return routes;
}
