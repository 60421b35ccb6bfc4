import { createElement as h } from 'react';
import type { MailTemplates } from '../../mail/render.ts';
import { tripPackLink } from './trip-pack.ts';
import { TripPackMail } from './trip-pack.mails.ts';

/** The traveller's pack link (issue 30); a revoked pack's mail is not sent. */
export const packMailTemplates: MailTemplates = {
  'trip-pack': {
    to: 'traveller',
    bookingSubject: true,
    build: async (_mail, ctx) => {
      const booking = await ctx.booking();
      const link = await tripPackLink(ctx.services, booking.id, ctx.settings.siteUrl);
      return { element: h(TripPackMail, { leadName: booking.leadName, link, locale: await ctx.locale() }) };
    },
  },
};
