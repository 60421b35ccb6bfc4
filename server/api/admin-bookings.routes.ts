import { Router } from 'express';
import { todayIn } from '#database/schemas/fields.ts';
import { bookingListQuerySchema, paymentSchema } from '#database/schemas/booking.schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';

const NOT_FOUND = 'Booking not found';

/** Bookings for staff (issue 18, decision 100). Mounted at /api/admin/bookings behind requireAdmin. */
export function adminBookingRoutes() {
  const router = Router();

  router.get('/', async (req, res) => {
    res.json(await req.services.bookings.list(parse(bookingListQuerySchema, req.query)));
  });

  // Before /:id, which would otherwise take "summary" for an id.
  router.get('/summary', async (req, res) => {
    res.json(await req.services.bookings.summary(todayIn()));
  });

  router.get('/:id', async (req, res) => {
    const booking = await req.services.bookings.detail(pathId(req.params.id, 'Booking'), todayIn());
    if (!booking) throw notFound(NOT_FOUND);
    res.json(booking);
  });

  return router;
}

/**
 * Recording money received (issue 18): its own router, mounted at /api/admin/bookings before the list, so the
 * owner-only check of issue 21 can be put in front of it alone.
 */
export function adminPaymentRoutes(mailer: Mailer) {
  const router = Router();

  router.post('/:id/payments', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(paymentSchema, req.body);
    const author = req.admin?.username ?? null;
    const outcome = await req.services.transaction(async (tx) => {
      const booking = await tx.bookings.addPayment(id, input, author);
      // A payment changes what is owed: the reminders are planned again (same keys; a job finds the balance paid).
      if (booking && booking !== 'currency') await mailer.planReminders(tx.em, booking, todayIn());
      return booking;
    });
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome === 'currency') throw fieldError('currency', "The payment must be in the booking's currency");
    res.status(201).json(await req.services.bookings.detail(id, todayIn()));
  });

  return router;
}
