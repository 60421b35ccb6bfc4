import type { Feature } from '../../feature.ts';
import { adminInboundRoutes } from './admin-inbound.routes.ts';
import { adminInquiryRoutes } from './admin-inquiries.routes.ts';
import { adminSavedRepliesRoutes } from './admin-saved-replies.routes.ts';
import { enquiryAnswers } from './enquiry-inbound.ts';
import { dropStaleHeldMail } from './held-mail.ts';
import { eraseExpiredInquiries, pruneIdempotencyKeys } from './inquiry-retention.ts';
import { publicInquiryRoutes } from './public-inquiries.routes.ts';
import { deskReplyRoutes } from './reply.routes.ts';
import { dropStaleUnmatchedMail, unclaimedMail } from './unmatched-mail.ts';
import { unmatchedMailRoutes } from './unmatched-mail.routes.ts';

/** The enquiry desk: enquiries in, the traveller's answers by mail, staff's replies, notes, statuses and erasure. */
export const desk: Feature = {
  name: 'desk',
  routes: ({ mailer, rateLimits, timeZone }) => [
    publicInquiryRoutes(rateLimits, mailer),
    adminInquiryRoutes({ mailer, timeZone }),
    adminInboundRoutes(),
    adminSavedRepliesRoutes(),
    deskReplyRoutes(mailer),
    unmatchedMailRoutes(),
  ],
  mails: () => import('./mail-templates.ts').then((m) => m.deskMailTemplates),
  inbound: enquiryAnswers,
  // Mail no feature claimed: filed by a booking reference in its words, else kept for staff (issue 39, R11).
  unclaimed: unclaimedMail,
  sweeps: {
    idempotencyKeys: (orm) => pruneIdempotencyKeys(orm),
    heldMail: dropStaleHeldMail,
    unmatchedMail: dropStaleUnmatchedMail,
    inquiries: async (orm, now) => {
      const erased = await eraseExpiredInquiries(orm, now);
      if (erased > 0) console.log(`Erased ${erased} enquiries past the retention period.`);
      return erased;
    },
  },
};
