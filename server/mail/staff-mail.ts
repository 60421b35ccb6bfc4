import type { Orm } from '#database/orm.ts';
import { StaffMailRepository, type StaffMailInput } from '#database/repositories/staff-mail.repo.ts';
import type { MailTransport } from './transport.ts';
import { staffMailContent as copy } from './staff-mail.content.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password link mail, to the account's own address; `sentBy` is the owner who sent it, if one did. */
export function passwordResetMail(input: {
  adminId: string;
  username: string;
  email: string;
  link: string;
  minutes: number;
  expiresAt: Date;
  sentBy: string | null;
}): StaffMailInput {
  const t = copy.passwordReset;
  const why = input.sentBy ? t.byOwner(input.sentBy) : t.bySelf;
  const paragraphs = [t.greeting(input.username), why, t.validity(input.minutes), t.ignore, t.signOff];
  return {
    adminId: input.adminId,
    template: 'password-reset',
    recipient: input.email,
    subject: t.subject,
    text: [paragraphs[0], paragraphs[1], `${t.action}: ${input.link}`, ...paragraphs.slice(2)].join('\n\n'),
    html: [
      '<!doctype html>',
      '<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">',
      `<p>${escapeHtml(paragraphs[0]!)}</p>`,
      `<p>${escapeHtml(why)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
      ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
    expiresAt: input.expiresAt,
  };
}

/** What the mailer lends the staff mail worker. */
export interface StaffMailSender {
  orm: Orm;
  transport: MailTransport;
  from: string;
  /** The domain of our Message-IDs. */
  domain: string;
  errorText(error: unknown): string;
  /** Writes a sent mail's record, waiting out a brief outage of PostgreSQL rather than sending it twice. */
  record(write: () => Promise<void>): Promise<void>;
}

/**
 * One attempt at a staff mail, as the mailer's send does for travellers' mail: claim (committed), send,
 * record. A throw hands the job back to pg-boss for a retry; an expired link is not sent at all.
 */
export async function sendStaffMail(sender: StaffMailSender, mailId: string, claimExpiresSeconds: number): Promise<void> {
  const claim = await new StaffMailRepository(sender.orm.em.fork()).claim(mailId, claimExpiresSeconds);
  if (claim === null || claim === 'done' || claim === 'expired') return;
  if (claim === 'busy') throw new Error('Another worker is sending this mail');
  let messageId: string;
  try {
    ({ messageId } = await sender.transport.send({
      from: sender.from,
      to: claim.recipient,
      subject: claim.subject,
      text: claim.text,
      html: claim.html,
      messageId: `<staff-${claim.id}@${sender.domain}>`,
    }));
  } catch (error) {
    await new StaffMailRepository(sender.orm.em.fork()).noteFailure(mailId, sender.errorText(error));
    throw error;
  }
  await sender.record(() => new StaffMailRepository(sender.orm.em.fork()).markSent(mailId, messageId));
}

/** pg-boss gave up on a staff mail. */
export async function staffMailGivenUp(orm: Orm, mailId: string): Promise<void> {
  await new StaffMailRepository(orm.em.fork()).markFailed(mailId, 'Gave up after the last retry');
}
