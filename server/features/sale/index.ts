import type { Feature } from '../../feature.ts';
import { adminProposalShareRoutes } from './admin-proposal-share.routes.ts';
import { adminProposalRoutes } from './admin-proposals.routes.ts';
import { proposalViewRoutes } from './proposal-views.routes.ts';
import { publicProposalRoutes } from './public-proposals.routes.ts';

/** The sale: proposals drafted, sent and accepted by the traveller, which makes the booking. */
export const sale: Feature = {
  name: 'sale',
  routes: ({ mailer, rateLimits }) => [adminProposalRoutes(mailer), adminProposalShareRoutes(mailer), publicProposalRoutes(rateLimits, mailer), proposalViewRoutes()],
  mails: () => import('./mail-templates.ts').then((m) => m.saleMailTemplates),
};
