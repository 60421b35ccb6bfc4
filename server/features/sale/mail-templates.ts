import { createElement as h } from 'react';
import type { MailRecord } from '#lib/domain/mail/mail.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DEFAULT_LOCALE } from '#lib/domain/site/locale.ts';
import { str, type BuiltMail, type MailTemplates, type TemplateContext } from '../../mail/render.ts';
import { linkedProposalPdf } from './linked-proposal-pdf.ts';
import { proposalFileName } from './proposal-file-name.ts';
import { ChangesAlert, ChangesCopy, DeclinedAlert, DepartureFullAlert, ProposalMail } from './sale.mails.ts';

const desk = (ctx: TemplateContext, inquiryId: string | null) => `${ctx.settings.siteUrl}/admin/inquiries/${inquiryId}`;

/** The sale's mails: the proposal to the traveller, the copy of a change request, and staff's alerts. */
export const saleMailTemplates: MailTemplates = {
  proposal: { to: 'traveller', build: proposal },
  'changes-alert': {
    to: 'staff',
    build: async (mail, ctx) => {
      const inquiry = str(mail.data.travellerName) === null ? await ctx.inquiry() : null;
      const travellerName = str(mail.data.travellerName) ?? `${inquiry!.firstName} ${inquiry!.lastName}`;
      return { element: h(ChangesAlert, { travellerName, message: mail.body ?? '', link: desk(ctx, mail.inquiryId) }) };
    },
  },
  'departure-full-alert': { to: 'staff', build: (mail, ctx) => ({ element: h(DepartureFullAlert, { body: mail.body ?? '', link: desk(ctx, mail.inquiryId) }) }) },
  'waitlist-seat-alert': { to: 'staff', build: (mail, ctx) => ({ element: h(DepartureFullAlert, { body: mail.body ?? '', link: desk(ctx, mail.inquiryId) }) }) },
  'declined-alert': { to: 'staff', build: (mail, ctx) => ({ element: h(DeclinedAlert, { body: mail.body ?? '', link: desk(ctx, mail.inquiryId) }) }) },
  'changes-copy': {
    to: 'traveller',
    build: async (mail, ctx) => ({
      element: h(ChangesCopy, { firstName: str(mail.data.firstName) ?? '', version: Number(mail.data.version), message: mail.body ?? '', locale: await ctx.locale() }),
    }),
  },
};

/** The version the mail was queued for: its own link and PDF, whatever was sent after it (issue 28). */
async function proposal(mail: MailRecord, ctx: TemplateContext): Promise<BuiltMail> {
  const id = str(mail.data.proposalId);
  // The PDF with its link is drawn here, out of any transaction, and kept nowhere (decision 100).
  const drawn = id ? await linkedProposalPdf(ctx.services, id, ctx.settings.siteUrl) : null;
  if (!drawn?.link) throw new Error(`Mail ${mail.id}: proposal ${id} has no link or PDF`);
  const { proposal: view, traveller, tripName } = drawn.sending;
  const locale = traveller.locale ?? DEFAULT_LOCALE;
  const money = (amount: number) => formatMoney(amount, view.currency, locale);
  const firstName = str(mail.data.firstName) ?? traveller.firstName;
  const replacesVersion = typeof mail.data.replacesVersion === 'number' ? mail.data.replacesVersion : null;
  return {
    element: h(ProposalMail, {
      firstName,
      version: view.version,
      replacesVersion,
      note: view.note,
      total: money(view.total),
      deposit: money(view.deposit),
      validUntil: formatDate(view.validUntil, locale),
      link: drawn.link,
      locale,
    }),
    attachments: [{ filename: proposalFileName({ tripName, traveller, proposal: view }), content: drawn.pdf, contentType: 'application/pdf' }],
  };
}
