import { siteToday } from '#database/site-time-zone.ts';
import type { Feature } from '../../feature.ts';
import { sweepImages } from '../../images/sweep-images.ts';
import { createServices } from '../../services.ts';
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
  // Issue 38 (decision 177): a review photo's place a crashed upload left, and uploads nothing refers to a day on.
  sweeps: {
    reviewPhotoSlots: (orm, now) => createServices(orm.em.fork()).reviews.sweepPhotoSlots(now),
    images: (orm, now) => sweepImages(orm, now),
  },
};
