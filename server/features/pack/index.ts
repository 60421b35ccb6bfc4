import type { Job } from 'pg-boss';
import type { Feature } from '../../feature.ts';
import { adminPackRoutes } from './admin-pack.routes.ts';
import { guestRoutes } from './guest-routes.ts';
import { ensurePackQueue, PACK_QUEUE, runPackJob, type PackJob } from './trip-pack.ts';
import { tripFileRoutes } from './trip-routes.ts';

/** The traveller's pack: the trip on a phone, offline, with its calendar, vouchers and the guests' details. */
export const pack: Feature = {
  name: 'pack',
  routes: ({ mailer, rateLimits }) => [adminPackRoutes(mailer), guestRoutes(rateLimits)],
  files: () => [tripFileRoutes()],
  mails: () => import('./mail-templates.ts').then((m) => m.packMailTemplates),
  jobs: [
    {
      queue: PACK_QUEUE,
      what: "mails the traveller's pack 14 days before departure, one job per booking, planned with the balance reminders (decision 154)",
      declare: ensurePackQueue,
      run: (job, { orm, mailer }) => runPackJob(orm, job as Job<PackJob>, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail)),
    },
  ],
};
