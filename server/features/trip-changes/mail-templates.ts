import { createElement as h } from 'react';
import type { MailTemplates } from '../../mail/render.ts';
import { tripPackLink } from '../pack/trip-pack.ts';
import { TripChangeMail } from './trip-change.mails.ts';

/** A change entry mailed to the lead traveller (issue 41); the words are read when it is sent, as the pack shows them. */
export const tripChangeMailTemplates: MailTemplates = {
  'trip-change': {
    to: 'traveller',
    bookingSubject: true,
    build: async (mail, ctx) => {
      const booking = await ctx.booking();
      const change = await ctx.services.tripChanges.get(String(mail.data.changeId ?? ''));
      if (!change || change.bookingId !== booking.id) throw new Error(`Change ${String(mail.data.changeId)} is not booking ${booking.id}'s`);
      const link = await tripPackLink(ctx.services, booking.id, ctx.settings.siteUrl);
      return { element: h(TripChangeMail, { leadName: booking.leadName, summary: change.summary, details: change.details, link, locale: await ctx.locale() }) };
    },
  },
};
