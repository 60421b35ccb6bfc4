import { siteToday } from '#database/site-time-zone.ts';
import { tripChangeSchema } from '#lib/domain/booking/trip-change.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { acknowledgeChange, queueThrough, recordChange } from './trip-changes.ts';

const NOT_SENT = 'The travel pack has not been sent yet: when it is, it shows the trip as it is then. Send the pack first, or change the trip without an entry.';

/** Staff write a change entry. Roles and cache effects: lib/api-routes.ts. */
export function adminTripChangeRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('tripChanges.record', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(tripChangeSchema, req.body);
    const outcome = await req.services.transaction((tx) => recordChange(tx, queueThrough(mailer), id, input, req.admin?.username ?? null));
    if (!outcome) throw notFound('Booking not found');
    if (outcome === 'cancelled') throw new HttpError(409, 'This booking is cancelled: there is no trip to change');
    if (outcome === 'not-sent') throw new HttpError(409, NOT_SENT);
    res.status(201).json(outcome);
  });

  return routes;
}

/** `POST /api/trips/<token>/changes/:id/ack`: the traveller's "Seen", with the pack's link as the only credential. */
export function packChangeRoutes() {
  const routes = new ApiHandlers();

  routes.on('tripPackChanges.acknowledge', async (req, res) => {
    const bookingId = await req.services.tripPacks.bookingFor(String(req.params.token ?? ''), siteToday());
    if (!bookingId) throw notFound('This travel pack link is not valid');
    const change = await acknowledgeChange(req.services, bookingId, String(req.params.id ?? ''));
    if (!change) throw notFound('Change not found');
    res.json(change);
  });

  return routes;
}
