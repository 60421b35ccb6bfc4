import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, notFound, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { openPackLink, sendPackNow } from './trip-pack.ts';

/** Staff's side of the traveller's pack. Roles and cache effects: lib/api-routes.ts. */
export function adminPackRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  // The traveller's pack mailed now, or again (issue 30).
  routes.on('reservations.sendPack', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const outcome = await req.services.transaction((tx) => sendPackNow(mailer, tx, id));
    if (!outcome) throw notFound('Booking not found');
    if (outcome === 'skipped') throw new HttpError(409, 'No pack for a cancelled booking, one without a departure date, or one whose inquiry was erased');
    res.status(202).json({ sent: true });
  });

  routes.on('pack.open', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const outcome = await req.services.transaction((tx) => openPackLink(tx, id, mailer.settings.siteUrl));
    if (!outcome) throw notFound('Booking not found');
    if (outcome === 'skipped') throw new HttpError(409, 'No pack for a cancelled booking or one without a departure date');
    res.json(outcome);
  });

  return routes;
}
