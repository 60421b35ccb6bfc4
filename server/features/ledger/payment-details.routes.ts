import { ApiHandlers } from '../../api/api-handlers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { proposalMailContent } from '../sale/proposal-mail.content.ts';
import { HttpError, notFound, pathId } from '../../middleware/errors.ts';
import { sendPaymentDetails } from './send-payment-details.ts';

const copy = proposalMailContent.paymentDetails;

/** `POST /api/admin/bookings/:id/payment-details` (issue 29): staff may send it. */
export function adminPaymentDetailsRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();
  routes.on('bookings.sendPaymentDetails', async (req, res) => {
    const outcome = await sendPaymentDetails(req.services, mailer, pathId(req.params.id, 'Booking'), req.admin?.username ?? null);
    if (!outcome) throw notFound('Booking not found');
    if (outcome.kind === 'no-bank') throw new HttpError(409, copy.noBank);
    if (outcome.kind === 'no-traveller') throw new HttpError(409, copy.noTraveller);
    if (outcome.kind === 'nothing-due') throw new HttpError(409, copy.nothingDue);
    res.status(202).json({ subject: outcome.subject });
  });
  return routes;
}
