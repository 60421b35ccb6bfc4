import { createElement as h } from 'react';
import type { MailTemplates } from '../../mail/render.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { Acknowledgement, OperatorAlert, StaffReply } from './enquiry.mails.ts';
import { acknowledgementRange } from '../costing/indicative-operation.ts';
import { IndicativeRange } from '../costing/indicative-mail.ts';

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
      const inquiry = await ctx.inquiry();
      // Priced as the mail is sent, from the rates of that minute (issue 40); no whole figure, no paragraph.
      const range = await acknowledgementRange(ctx.services, inquiry, todayIn(ctx.timeZone));
      const firstPrice = range ? h(IndicativeRange, { range, locale: inquiry.locale ?? 'en' }) : undefined;
      return { element: h(Acknowledgement, { inquiry, site: { phone: company.phone, whatsapp: company.whatsapp || null }, firstPrice }) };
    },
  },
  reply: { to: 'traveller', writtenByStaff: true, build: (mail) => ({ element: h(StaffReply, { body: mail.body ?? '' }) }) },
};
