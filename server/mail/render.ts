import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReactElement } from 'react';
import { createElement as h } from 'react';
import { render } from '@react-email/render';
import type { MailInquiry, MailRecord, MailTemplate } from '#database/dto.ts';
import { BookingsRepository } from '#database/repositories/bookings.repo.ts';
import { CompanySettingsRepository } from '#database/repositories/company-settings.repo.ts';
import { MailRepository } from '#database/repositories/mail.repo.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/money.ts';
import { proposalFileName } from '../features/sale/proposal-file-name.ts';
import { linkedProposalPdf } from '../features/sale/linked-proposal-pdf.ts';
import type { MailSettings } from './mail-env.ts';
import { BalanceReminder, BookingAlert, BookingCancelled, BookingConfirmation, PaidInFull, PaymentDetails, PaymentReceipt, type PaymentMailData } from '../features/ledger/booking.mails.ts';
import { Acknowledgement, OperatorAlert, StaffReply } from '../features/desk/enquiry.mails.ts';
import { ChangesAlert, ChangesCopy, DeclinedAlert, DepartureFullAlert, ProposalMail } from '../features/sale/sale.mails.ts';
import { PasswordReset } from '../features/accounts/staff.mails.ts';
import { ReviewRequest } from '../features/reviews/review.mails.ts';
import { reviewMailFacts } from '../features/reviews/review-mail.ts';
import { SupplierMail, TripPackMail } from '../features/reservations/supplier.mails.ts';
import { supplierMailProps } from '../features/reservations/supplier-mail.ts';
import { tripPackLink } from '../features/pack/trip-pack.ts';

/** Mails to the traveller: each carries the desk's Reply-To (issue 29). */
export const TRAVELLER_TEMPLATES = new Set<MailTemplate>([
  'acknowledgement', 'reply', 'proposal', 'booking-confirmation', 'balance-reminder', 'booking-cancelled', 'payment-receipt', 'paid-in-full', 'payment-details', 'changes-copy',
  'review-request', 'review-reminder', 'trip-pack',
]);

/** Booking mails name the booking's reference in their subject, labelled; the enquiry's is not added (issue 29). */
export const BOOKING_TEMPLATES = new Set<MailTemplate>(['booking-confirmation', 'balance-reminder', 'booking-cancelled', 'payment-receipt', 'paid-in-full', 'payment-details', 'booking-alert', 'trip-pack']);

export interface RenderContext {
  em: EntityManager;
  settings: Pick<MailSettings, 'siteUrl' | 'notifyEmail' | 'inboundAddress'>;
  timeZone: string;
}

export interface RenderedMail {
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Where a traveller's answer goes: the mailbox IMAP_URL reads (so it reaches the desk), else NOTIFY_EMAIL. */
export const travellerReplyTo = (settings: RenderContext['settings']) => settings.inboundAddress ?? settings.notifyEmail;

type Built = { element: ReactElement; attachments?: RenderedMail['attachments'] };

/**
 * A mail's HTML and text from its template's one component (decision 140), fed only from the mail's own row:
 * the data kept when it was queued, and the records it names by id (this proposal version, this booking).
 */
export async function renderMail(mail: MailRecord, ctx: RenderContext): Promise<RenderedMail> {
  const { element, attachments } = await build(mail, ctx);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text, ...(TRAVELLER_TEMPLATES.has(mail.template) ? { replyTo: travellerReplyTo(ctx.settings) } : {}), ...(attachments ? { attachments } : {}) };
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

async function inquiryOf(mail: MailRecord, ctx: RenderContext): Promise<MailInquiry> {
  // Kept when queued; mails queued before decision 140 read the enquiry.
  const kept = mail.data.inquiry as MailInquiry | undefined;
  const inquiry = kept ?? (mail.inquiryId ? await new MailRepository(ctx.em).inquiry(mail.inquiryId) : null);
  if (!inquiry) throw new Error(`Mail ${mail.id}: its enquiry is gone`);
  return inquiry;
}

async function booking(mail: MailRecord, ctx: RenderContext) {
  const id = str(mail.data.bookingId);
  const found = id ? await new BookingsRepository(ctx.em).forMail({ id }) : null;
  if (!found) throw new Error(`Mail ${mail.id}: no booking ${id}`);
  return found;
}

async function build(mail: MailRecord, ctx: RenderContext): Promise<Built> {
  const { siteUrl } = ctx.settings;
  const desk = (inquiryId: string | null) => `${siteUrl}/admin/inquiries/${inquiryId}`;
  switch (mail.template) {
    case 'operator-alert':
      return { element: h(OperatorAlert, { inquiry: await inquiryOf(mail, ctx), siteUrl, timeZone: ctx.timeZone }) };
    case 'acknowledgement': {
      const company = await new CompanySettingsRepository(ctx.em).get();
      return { element: h(Acknowledgement, { inquiry: await inquiryOf(mail, ctx), site: { phone: company.phone, whatsapp: company.whatsapp || null } }) };
    }
    case 'reply':
      return { element: h(StaffReply, { body: mail.body ?? '' }) };
    case 'proposal':
      return proposal(mail, ctx);
    case 'changes-alert': {
      const travellerName = str(mail.data.travellerName) ?? (await inquiryName(mail, ctx));
      return { element: h(ChangesAlert, { travellerName, message: mail.body ?? '', link: desk(mail.inquiryId) }) };
    }
    case 'departure-full-alert':
      return { element: h(DepartureFullAlert, { body: mail.body ?? '', link: desk(mail.inquiryId) }) };
    case 'declined-alert':
      return { element: h(DeclinedAlert, { body: mail.body ?? '', link: desk(mail.inquiryId) }) };
    case 'changes-copy':
      return { element: h(ChangesCopy, { firstName: str(mail.data.firstName) ?? '', version: Number(mail.data.version), message: mail.body ?? '' }) };
    case 'booking-alert': {
      const b = await booking(mail, ctx);
      return { element: h(BookingAlert, { booking: b, link: `${siteUrl}/admin/bookings/${b.id}` }) };
    }
    case 'booking-confirmation':
    case 'balance-reminder':
    case 'payment-details': {
      const bank = (await new CompanySettingsRepository(ctx.em).get()).bank;
      const Letter = { 'booking-confirmation': BookingConfirmation, 'balance-reminder': BalanceReminder, 'payment-details': PaymentDetails }[mail.template];
      return { element: h(Letter, { booking: await booking(mail, ctx), bank }) };
    }
    case 'booking-cancelled':
      return { element: h(BookingCancelled, { booking: await booking(mail, ctx) }) };
    case 'payment-receipt':
      return { element: h(PaymentReceipt, { payment: mail.data as unknown as PaymentMailData }) };
    case 'paid-in-full':
      return { element: h(PaidInFull, { payment: mail.data as unknown as PaymentMailData }) };
    case 'review-request':
    case 'review-reminder': {
      const facts = await reviewMailFacts(ctx.em, str(mail.data.requestId), siteUrl);
      return { element: h(ReviewRequest, { ...facts, reminder: mail.template === 'review-reminder' }) };
    }
    // Issue 30: a reservation's mails to its supplier, and the traveller's pack link (not sent once revoked).
    case 'reservation-request':
    case 'reservation-reminder':
    case 'reservation-cancellation': {
      const template = mail.template.slice('reservation-'.length) as 'request' | 'reminder' | 'cancellation';
      return { element: h(SupplierMail, await supplierMailProps(ctx.em, str(mail.data.reservationId), template, siteUrl)) };
    }
    case 'trip-pack': {
      const b = await booking(mail, ctx);
      return { element: h(TripPackMail, { leadName: b.leadName, link: await tripPackLink(ctx.em, b.id, siteUrl) }) };
    }
    case 'password-reset':
      return { element: h(PasswordReset, { username: str(mail.data.username) ?? '', link: str(mail.data.link) ?? '', minutes: Number(mail.data.minutes), sentBy: str(mail.data.sentBy) }) };
  }
}

async function inquiryName(mail: MailRecord, ctx: RenderContext): Promise<string> {
  const inquiry = await inquiryOf(mail, ctx);
  return `${inquiry.firstName} ${inquiry.lastName}`;
}

/** The version the mail was queued for: its own link and PDF, whatever was sent after it (issue 28). */
async function proposal(mail: MailRecord, ctx: RenderContext): Promise<Built> {
  const id = str(mail.data.proposalId);
  // The PDF with its link is drawn here, out of any transaction, and kept nowhere (decision 100).
  const drawn = id ? await linkedProposalPdf(ctx.em, id, ctx.settings.siteUrl) : null;
  if (!drawn?.link) throw new Error(`Mail ${mail.id}: proposal ${id} has no link or PDF`);
  const { proposal: view, traveller, tripName } = drawn.sending;
  const money = (amount: number) => formatMoney(amount, view.currency);
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
      validUntil: formatDate(view.validUntil),
      link: drawn.link,
    }),
    attachments: [{ filename: proposalFileName({ tripName, traveller, proposal: view }), content: drawn.pdf, contentType: 'application/pdf' }],
  };
}
