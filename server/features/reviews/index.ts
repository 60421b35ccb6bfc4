import { siteToday } from '#database/site-time-zone.ts';
import type { Feature } from '../../feature.ts';
import { adminReviewRoutes } from './admin-reviews.routes.ts';
import { publicReviewRoutes } from './public-reviews.routes.ts';
import { REVIEW_REQUEST_CRON, REVIEW_REQUEST_QUEUE, runReviewRequests, scheduleReviewRequests } from './review-requests.ts';

/** Reviews from real trips: asked for after the return, written through the traveller's link, published or withheld. */
export const reviews: Feature = {
  name: 'reviews',
  routes: ({ mailer, rateLimits, imageStorage }) => [publicReviewRoutes(rateLimits, imageStorage), adminReviewRoutes(mailer)],
  mails: () => import('./mail-templates.ts').then((m) => m.reviewMailTemplates),
  jobs: [
    {
      queue: REVIEW_REQUEST_QUEUE,
      what: `asks for reviews three days after a return and reminds once, cron ${REVIEW_REQUEST_CRON} (decision 156)`,
      declare: scheduleReviewRequests,
      run: (_job, { orm, mailer }) => runReviewRequests(orm, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail), siteToday()),
    },
  ],
};
