import type { EntityManager } from '@mikro-orm/postgresql';
import { Proposal } from '#database/entities/index.ts';
import type { MailInquiry, MailRecord, MailTemplate } from '#database/dto.ts';
import { BookingsRepository, REFERENCE_PATTERN, type BookingForMail } from '#database/repositories/bookings.repo.ts';
import { CompanySettingsRepository, type BankDetails } from '#database/repositories/company-settings.repo.ts';
import { ProposalsRepository } from '#database/repositories/proposals.repo.ts';
import { todayIn } from '#database/schemas/fields.ts';
import { formatDate } from '#lib/format.ts';
import { formatMinor, formatMoney } from '#lib/money.ts';
import { proposalFileName } from '../proposals/proposal-file-name.ts';
import { proposalPath, tokenFor } from '../proposals/proposal-links.ts';
import { escapeHtml, htmlDocument, paragraphs, type ComposedMail } from './compose.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';

/** The mails of proposals and bookings (decision 100), composed by the worker when it sends them. */
export const PROPOSAL_TEMPLATES = new Set<MailTemplate>(['proposal', 'booking-confirmation', 'booking-alert', 'changes-alert', 'balance-reminder', 'booking-cancelled', 'departure-full-alert', 'declined-alert']);

export interface ProposalMailOptions {
  notifyEmail: string;
  siteUrl: string;
}

/** Plain text blocks (paragraphs) and the links among them, as text and as HTML. */
function mail(to: string, replyTo: string, subject: string, blocks: (string | { link: string; label: string })[]): ComposedMail {
  return {
    to,
    replyTo,
    subject,
    text: blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.link}`)).join('\n\n'),
    html: htmlDocument(blocks.map((b) => (typeof b === 'string' ? paragraphs(b) : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`)).join('\n')),
  };
}

function bankLines(bank: BankDetails | null): string {
  const c = copy.confirmation;
  if (!bank) return c.noBank;
  const rows: [string, string | null][] = [
    [c.bankLabels.accountName, bank.accountName],
    [c.bankLabels.bankName, bank.bankName],
    [c.bankLabels.accountNumber, bank.accountNumber],
    [c.bankLabels.branchCode, bank.branchCode],
    [c.bankLabels.swift, bank.swift],
  ];
  return [c.bankHeading, ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`)].join('\n');
}

/**
 * Composes a proposal or booking mail from the data as it is now: the enquiry's newest sent proposal (its link
 * derived again from its nonce, its PDF attached), or the enquiry's booking with the bank details in settings.
 */
export async function composeProposalMail(em: EntityManager, record: MailRecord, inquiry: MailInquiry, options: ProposalMailOptions): Promise<ComposedMail> {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const deskLink = `${options.siteUrl}/admin/inquiries/${inquiry.id}`;
  if (record.template === 'changes-alert') {
    const c = copy.changesAlert;
    return mail(options.notifyEmail, inquiry.email, record.subject, [c.intro(name), record.body ?? '', { link: deskLink, label: c.open }]);
  }
  if (record.template === 'departure-full-alert' || record.template === 'declined-alert') {
    return mail(options.notifyEmail, inquiry.email, record.subject, [record.body ?? '', { link: deskLink, label: copy.departureFullAlert.open }]);
  }
  if (record.template === 'proposal') {
    const row = await em.findOne(Proposal, { inquiry: inquiry.id, status: { $in: ['sent', 'accepted'] }, linkNonce: { $ne: null } }, { orderBy: { version: 'desc' }, refresh: true });
    if (!row?.linkNonce) throw new Error(`No sent proposal for enquiry ${inquiry.id}`);
    const proposal = (await new ProposalsRepository(em).get(row.id))!;
    const pdf = await new ProposalsRepository(em).document(row.id);
    if (!pdf) throw new Error(`Proposal ${row.id} has no PDF`);
    const money = (amount: number) => formatMoney(amount, proposal.currency);
    const p = copy.proposal;
    return {
      ...mail(inquiry.email, options.notifyEmail, record.subject, [
        p.greeting(inquiry.firstName),
        p.intro,
        { link: `${options.siteUrl}${proposalPath(tokenFor(row.linkNonce))}`, label: p.open },
        p.figures(money(proposal.total), money(proposal.deposit), formatDate(proposal.validUntil)),
        p.attached,
        p.howTo,
        copy.signOff,
      ]),
      attachments: [{ filename: proposalFileName({ tripName: row.tripName ?? null, traveller: inquiry, proposal }), content: pdf, contentType: 'application/pdf' }],
    };
  }
  // Every booking mail names its reference in the subject: that booking, even when the enquiry has more than one.
  const reference = REFERENCE_PATTERN.exec(record.subject)?.[0];
  const booking = await new BookingsRepository(em).forMail(reference ? { reference } : { inquiryId: inquiry.id });
  if (!booking) throw new Error(`No booking for enquiry ${inquiry.id}`);
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const due = booking.balanceDueOn ? formatDate(booking.balanceDueOn) : null;
  if (record.template === 'booking-alert') {
    const a = copy.bookingAlert;
    return mail(options.notifyEmail, booking.email, record.subject, [
      a.body(booking.leadName, booking.reference, money(booking.depositDue), money(booking.total)),
      { link: `${options.siteUrl}/admin/bookings/${booking.id}`, label: a.open },
    ]);
  }
  const bank = (await new CompanySettingsRepository(em).get()).bank;
  if (record.template === 'booking-confirmation') {
    const c = copy.confirmation;
    const wholeNow = booking.balanceDueOn !== null && booking.balanceDueOn <= todayIn(undefined, new Date(booking.createdAt));
    return mail(booking.email, options.notifyEmail, record.subject, [
      c.greeting(booking.leadName),
      c.intro(booking.reference),
      wholeNow ? c.wholeNow(money(booking.balance)) : c.deposit(money(booking.depositDue)),
      c.quote(booking.reference),
      bankLines(bank),
      // In minor units: total − deposit in dollars and cents mixed made the balance wrong (issue 26).
      ...(due && !wholeNow ? [c.balance(formatMinor(booking.totalMinor - booking.depositMinor, booking.currency), due)] : []),
      copy.signOff,
    ]);
  }
  if (record.template === 'booking-cancelled') return cancelledMail(booking, options.notifyEmail, record.subject);
  const r = copy.reminder;
  return mail(booking.email, options.notifyEmail, record.subject, [
    r.greeting(booking.leadName),
    r.body(booking.reference, money(booking.balance), due ?? todayIn()),
    r.quote(booking.reference),
    bankLines(bank),
    copy.signOff,
  ]);
}

/** The traveller's cancellation mail: the refund due as the schedule's band set it (issue 26). */
function cancelledMail(booking: BookingForMail, replyTo: string, subject: string): ComposedMail {
  const c = copy.cancelled;
  const band = c.band(booking.cancellation?.bandDaysBefore ?? null);
  const due = booking.refundDueMinor ?? 0;
  return mail(booking.email, replyTo, subject, [
    c.greeting(booking.leadName),
    c.body(booking.reference, formatDate(booking.cancelledOn ?? todayIn())),
    due > 0 ? c.refund(formatMinor(due, booking.currency), booking.cancellation?.refundPercent ?? 0, band) : c.noRefund(band),
    c.questions,
    copy.signOff,
  ]);
}
