import { createElement as h } from 'react';
import type { MailTemplates } from '../../mail/render.ts';
import { Acknowledgement, OperatorAlert, StaffReply } from './enquiry.mails.ts';

/** The desk's mails: the operator's alert of an enquiry, the traveller's acknowledgement, staff's reply. */
export const deskMailTemplates: MailTemplates = {
  'operator-alert': {
    to: 'staff',
    build: async (_mail, ctx) => ({ element: h(OperatorAlert, { inquiry: await ctx.inquiry(), siteUrl: ctx.settings.siteUrl, timeZone: ctx.timeZone }) }),
  },
  acknowledgement: {
    to: 'traveller',
    build: async (_mail, ctx) => {
      const company = await ctx.services.companySettings.get();
      return { element: h(Acknowledgement, { inquiry: await ctx.inquiry(), site: { phone: company.phone, whatsapp: company.whatsapp || null } }) };
    },
  },
  reply: { to: 'traveller', writtenByStaff: true, build: (mail) => ({ element: h(StaffReply, { body: mail.body ?? '' }) }) },
};
