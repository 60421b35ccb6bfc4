import { siteToday } from '#database/site-time-zone.ts';
import type { Feature } from '../../feature.ts';
import { runWaitlistAlerts, scheduleWaitlistAlerts, WAITLIST_CRON, WAITLIST_QUEUE } from './waitlist-alerts.ts';
import { adminProposalShareRoutes } from './admin-proposal-share.routes.ts';
import { adminProposalRoutes } from './admin-proposals.routes.ts';
import { proposalViewRoutes } from './proposal-views.routes.ts';
import { publicProposalRoutes } from './public-proposals.routes.ts';

/** The sale: proposals drafted, sent and accepted by the traveller, which makes the booking. */
export const sale: Feature = {
  name: 'sale',
  routes: ({ mailer, rateLimits }) => [adminProposalRoutes(mailer), adminProposalShareRoutes(mailer), publicProposalRoutes(rateLimits, mailer), proposalViewRoutes()],
  mails: () => import('./mail-templates.ts').then((m) => m.saleMailTemplates),
  jobs: [
    {
      queue: WAITLIST_QUEUE,
      what: `tells staff a seat freed on a departure someone waits for, cron ${WAITLIST_CRON} (issue 39)`,
      declare: scheduleWaitlistAlerts,
      run: (_job, { orm, mailer }) => runWaitlistAlerts(orm, mailer, siteToday()),
    },
  ],
};
