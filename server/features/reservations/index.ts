import { siteToday } from '#database/site-time-zone.ts';
import { GUEST_DETAILS_KEPT_DAYS } from '#lib/domain/enquiry/inquiry-retention.ts';
import type { Feature } from '../../feature.ts';
import { adminReservationRoutes } from './admin-reservations.routes.ts';
import { adminSuppliersRoutes } from './admin-suppliers.routes.ts';
import { deleteOldGuestDetails, RESERVATION_WATCH_CRON, RESERVATION_WATCH_QUEUE, scheduleReservationWatch, watchReservations } from './after-booking-jobs.ts';
import { publicReservationRoutes } from './public-reservations.routes.ts';
import { supplierAnswers } from './supplier-inbound.ts';
import { toSupplier } from './supplier-mail.ts';
import { HOLD_WATCH_CRON, HOLD_WATCH_QUEUE, scheduleHoldWatch, watchHolds } from './hold-watch.ts';
import { siteTimeZone } from '#database/site-time-zone.ts';

/** Suppliers, the reservations a booking makes with them, their answers (page or mail) and the vouchers. */
export const reservations: Feature = {
  name: 'reservations',
  routes: ({ mailer, rateLimits }) => [adminSuppliersRoutes(), adminReservationRoutes(mailer), publicReservationRoutes(rateLimits, mailer)],
  mails: () => import('./mail-templates.ts').then((m) => m.reservationMailTemplates),
  inbound: supplierAnswers,
  jobs: [
    {
      queue: RESERVATION_WATCH_QUEUE,
      what: `reminds a supplier once after 48 h without an answer and deletes guest details ${GUEST_DETAILS_KEPT_DAYS} days after the return, cron ${RESERVATION_WATCH_CRON} (decision 154)`,
      declare: scheduleReservationWatch,
      run: async (_job, { orm, mailer }) => ({
        ...(await watchReservations(orm, (em, id, template, mail) => toSupplier(mailer, em, id, template, mail))),
        guestDetailsDeleted: await deleteOldGuestDetails(orm, siteToday()),
      }),
    },
    {
      queue: HOLD_WATCH_QUEUE,
      what: `tells staff 72 h and 24 h before a lodge's hold ends, and makes a hold lapsed at the operator's midnight after its day, cron ${HOLD_WATCH_CRON} (decision 193)`,
      declare: scheduleHoldWatch,
      run: async (_job, { orm, mailer }) => watchHolds(orm, mailer, { now: new Date(), timeZone: siteTimeZone() }),
    },
  ],
};
