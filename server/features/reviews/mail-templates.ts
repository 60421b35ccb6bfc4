import { createElement as h } from 'react';
import { str, type MailTemplateDef, type MailTemplates } from '../../mail/render.ts';
import { reviewMailFacts } from './review-mail.ts';
import { ReviewRequest } from './review.mails.ts';

/** A review asked for after the trip, and its one reminder (issue 31): the link made again from the request's nonce. */
const asking = (reminder: boolean): MailTemplateDef => ({
  to: 'traveller',
  build: async (mail, ctx) => ({ element: h(ReviewRequest, { ...(await reviewMailFacts(ctx.services, str(mail.data.requestId), ctx.settings.siteUrl)), reminder }) }),
});

export const reviewMailTemplates: MailTemplates = { 'review-request': asking(false), 'review-reminder': asking(true) };
