import { createElement as h } from 'react';
import { str, type MailTemplateDef, type MailTemplates } from '../../mail/render.ts';
import { reviewMailFacts, withheldMailProps } from './review-mail.ts';
import { ReviewRequest, ReviewWithheld } from './review.mails.ts';

/** A review asked for after the trip, and its one reminder (issue 31): the link made again from the request's nonce. */
const asking = (reminder: boolean): MailTemplateDef => ({
  to: 'traveller',
  build: async (mail, ctx) => {
    const facts = await reviewMailFacts(ctx.services, str(mail.data.requestId), ctx.settings.siteUrl);
    return { element: h(ReviewRequest, { ...facts, reminder, locale: await ctx.locale() }) };
  },
});

/** Staff withheld the review (issue 39): the reason and the fix are kept in the mail's data when it is queued. */
const withheld: MailTemplateDef = {
  to: 'traveller',
  build: async (mail, ctx) => ({ element: h(ReviewWithheld, withheldMailProps(mail.data, ctx.settings.siteUrl, ctx.timeZone, await ctx.locale())) }),
};

export const reviewMailTemplates: MailTemplates = { 'review-request': asking(false), 'review-reminder': asking(true), 'review-withheld': withheld };
