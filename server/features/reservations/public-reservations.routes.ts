import { supplierAnswerSchema } from '#lib/domain/reservation/reservation.schema.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse } from '../../middleware/errors.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { answerByToken } from './reservation-operations.ts';
import { HELD_UNTIL_PAST_MESSAGE, heldUntilPast } from '#lib/domain/reservation/holds.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { siteTimeZone } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

export const UNKNOWN_RESERVATION_LINK = 'This reservation link is not valid';
export const RESERVATION_CANCELLED = 'This reservation was cancelled';
export const ALREADY_ANSWERED = 'This reservation is already answered: the answer recorded stands';
/** The page's and the API's words once the link has ended (issue 39): the enquiry erased, the link revoked. */
export const LINK_ENDED = 'This reservation link has ended';
export const LINK_ENDED_TEXT = 'We no longer need an answer through this link. If you have a question about a reservation, please reply to our e-mail or call us.';

/**
 * The supplier's one step at `/reservations/<token>` (issue 30): `POST /api/reservations/<token>` → 200, 409 once
 * final, 410 once the link has ended.
 */
export function publicReservationRoutes(limits: RateLimitSettings, mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('reservations.answer', async (req, res) => {
    const input = parse(supplierAnswerSchema, req.body);
    if (heldUntilPast(input, todayIn(siteTimeZone()))) throw fieldError('heldUntil', HELD_UNTIL_PAST_MESSAGE);
    await countAttempt(req.services.rateLimiter, [{ key: `reservation:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);
    const outcome = await answerByToken(req.services, mailer, String(req.params.token ?? ''), input, { now: new Date(), timeZone: siteTimeZone() });
    if (!outcome) throw notFound(UNKNOWN_RESERVATION_LINK);
    if (outcome.state === 'ended') throw new HttpError(410, LINK_ENDED);
    if (outcome.state === 'cancelled') return void res.status(409).json({ message: RESERVATION_CANCELLED, reservation: outcome.reservation });
    if (outcome.state === 'final') return void res.status(409).json({ message: ALREADY_ANSWERED, reservation: outcome.reservation });
    res.json({ reservation: outcome.reservation });
  });

  return routes;
}
