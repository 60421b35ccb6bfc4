import type { Feature } from '../../feature.ts';
import { adminBookingRoutes, adminPaymentRoutes, adminVoidPaymentRoutes } from './admin-bookings.routes.ts';
import { ensureReminderQueue, REMINDER_QUEUE, runReminder } from './booking-reminders.ts';
import { adminPaymentDetailsRoutes } from './payment-details.routes.ts';

/** The booking's ledger: payments, refunds, voids, cancellation, and the balance reminders. */
export const ledger: Feature = {
  name: 'ledger',
  routes: ({ mailer }) => [adminBookingRoutes(), adminPaymentRoutes(mailer), adminVoidPaymentRoutes(mailer), adminPaymentDetailsRoutes(mailer)],
  mails: () => import('./mail-templates.ts').then((m) => m.ledgerMailTemplates),
  jobs: [
    {
      queue: REMINDER_QUEUE,
      what: 'mails a balance reminder (lib/domain/booking/balance-reminders.ts), planned when a booking is made or paid',
      declare: ensureReminderQueue,
      run: (job, { orm, mailer }) => runReminder(orm, job, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail)),
    },
  ],
};
