import type { Feature } from '../../feature.ts';
import { createServices } from '../../services.ts';
import { adminStaffRoutes } from './admin-staff.routes.ts';
import { answerPasswordLinkRequest, ensurePasswordLinkQueue, PASSWORD_LINK_QUEUE, type PasswordLinkJob } from './password-links.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

/** Staff accounts: the owner's staff list and password links ("Forgot password?" and links an owner sends). */
export const accounts: Feature = {
  name: 'accounts',
  routes: ({ mailer, rateLimits, sessionPool }) => [passwordResetRoutes({ limits: rateLimits, mailer, sessionPool }), adminStaffRoutes({ sessionPool, mailer })],
  mails: () => import('./mail-templates.ts').then((m) => m.accountMailTemplates),
  jobs: [
    {
      queue: PASSWORD_LINK_QUEUE,
      what: 'answers a "Forgot password?" request (decision 137)',
      declare: ensurePasswordLinkQueue,
      run: (job, { orm, mailer }) => answerPasswordLinkRequest(createServices(orm.em.fork()), mailer, job.data as PasswordLinkJob),
    },
  ],
};
