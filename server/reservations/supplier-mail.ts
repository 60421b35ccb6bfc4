import type { EntityManager } from '@mikro-orm/postgresql';
import { ReservationMailsRepository } from '#database/repositories/reservation-mails.repo.ts';
import { ReservationsRepository } from '#database/repositories/reservations.repo.ts';
import { escapeHtml, htmlDocument, paragraphs } from '../mail/compose.ts';
import type { StaffMailSender } from '../mail/staff-mail.ts';
import { tokenFor } from '../proposals/proposal-links.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';

export const reservationPath = (token: string) => `/reservations/${token}`;

/**
 * One attempt at a supplier's mail, as staff mail is sent (claim committed, send, record): composed from the
 * reservation as it is now, with its link derived again from the stored nonce, threaded after its earlier mails.
 */
export async function sendSupplierMail(sender: StaffMailSender & { siteUrl: string }, mailId: string, claimExpiresSeconds: number): Promise<void> {
  const claim = await new ReservationMailsRepository(sender.orm.em.fork()).claim(mailId, claimExpiresSeconds);
  if (claim === null || claim === 'done') return;
  if (claim === 'busy') throw new Error('Another worker is sending this mail');
  let messageId: string;
  try {
    const em = sender.orm.em.fork();
    const composed = await composeSupplierMail(em, claim.reservationId, claim.template, sender.siteUrl);
    const earlier = await new ReservationMailsRepository(em).sentMessageIds(claim.reservationId);
    ({ messageId } = await sender.transport.send({
      from: sender.from,
      to: claim.recipient,
      subject: claim.subject,
      ...composed,
      messageId: `<res-${claim.id}@${sender.domain}>`,
      ...(earlier.length ? { inReplyTo: earlier[earlier.length - 1], references: earlier.slice(-12) } : {}),
    }));
  } catch (error) {
    await new ReservationMailsRepository(sender.orm.em.fork()).noteFailure(mailId, sender.errorText(error));
    throw error;
  }
  await sender.record(() => new ReservationMailsRepository(sender.orm.em.fork()).markSent(mailId, messageId));
}

async function composeSupplierMail(em: EntityManager, reservationId: string, template: 'request' | 'reminder' | 'cancellation', siteUrl: string) {
  const reservations = new ReservationsRepository(em);
  const r = await reservations.get(reservationId);
  if (!r) throw new Error(`Reservation ${reservationId} is gone`);
  const nonce = template === 'cancellation' ? null : await reservations.linkNonce(reservationId);
  const link = nonce ? `${siteUrl}${reservationPath(tokenFor(nonce))}` : null;
  const blocks = [copy.greeting(r.supplier.name), copy[template], copy.rows(r)];
  const after = [copy.orReply, copy.signOff];
  return {
    text: [...blocks, ...(link ? [`${copy.answerLink}: ${link}`] : []), ...after].join('\n\n'),
    html: htmlDocument(
      [...blocks.map(paragraphs), link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.answerLink)}</a></p>` : '', ...after.map(paragraphs)].join('\n'),
    ),
  };
}

/** pg-boss gave up on a supplier's mail: the reservation shows it failed. */
export async function supplierMailGivenUp(em: EntityManager, mailId: string): Promise<void> {
  await new ReservationMailsRepository(em).markFailed(mailId, 'Gave up after the last retry');
}
