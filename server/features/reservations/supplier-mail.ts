import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { links } from '../../links/token-links.ts';
import type { AnswerAlertProps, HoldAlertProps, SupplierMailProps } from './supplier.mails.ts';
import { supplierThread } from '#database/repositories/reservation-holds.ts';
import type { BuiltMail } from '../../mail/render.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';

/** A supplier's link has a key of its own: a proposal's or a pack's token never opens it (decision 156's rule). */
export const reservationTokens = links('reservation');

/**
 * What a supplier's mail renders from (decision 140): the reservation as it is when the mail is sent, its link
 * made again from the stored nonce (none for a cancellation).
 */
export async function supplierMailProps(services: Services, reservationId: string | null, template: SupplierMailProps['template'], siteUrl: string): Promise<SupplierMailProps> {
  const { reservations } = services;
  const r = reservationId ? await reservations.get(reservationId) : null;
  if (!r) throw new Error(`Reservation ${reservationId} is gone`);
  const nonce = template === 'cancellation' ? null : await reservations.linkNonce(r.id);
  // A reservation given up for another lodge's: the guests still travel, so the trip's cancellation is not said.
  const intro = template === 'cancellation' && r.replacedBy ? copy.released : undefined;
  return { template, supplierName: r.supplier.name, rows: copy.rows(r), link: nonce ? reservationTokens.url(siteUrl, nonce) : null, heldUntil: r.heldUntil, ...(intro ? { intro } : {}) };
}

/**
 * An ask to extend answers the request (issue 41): In-Reply-To the last mail the lodge was sent about this
 * reservation, References all of them, so it lands in the lodge's thread of the request it holds.
 */
export async function supplierMailThread(services: Services, reservationId: string | null, mailId: string): Promise<BuiltMail['thread']> {
  const ids = reservationId ? await supplierThread(services.em, reservationId, mailId) : [];
  return ids.length > 0 ? { inReplyTo: ids[ids.length - 1], references: ids } : undefined;
}

/** Staff's hold reminder or lapse alert (issue 41), from what the watch recorded in the mail's data. */
export async function holdAlertProps(services: Services, data: Record<string, unknown>, siteUrl: string): Promise<HoldAlertProps> {
  const r = await services.reservations.get(String(data.alertReservationId));
  if (!r) throw new Error(`Reservation ${String(data.alertReservationId)} is gone`);
  const booking = await services.reservations.booking(r.bookingId);
  return {
    kind: data.kind === 'lapsed' ? 'lapsed' : 'reminder',
    supplierName: r.supplier.name,
    reference: r.reference,
    bookingReference: booking?.reference ?? '',
    heldUntil: String(data.heldUntil),
    hoursLeft: Number(data.hoursLeft),
    link: `${siteUrl}/admin/bookings/${r.bookingId}`,
  };
}

/** A mail to a reservation's supplier (issue 30) in the outbox, staged on `em`'s transaction; rendered from the reservation when sent. */
export async function toSupplier(mailer: Mailer, em: EntityManager, reservationId: string, template: SupplierMailProps['template'], mail: { to: string; subject: string }): Promise<string> {
  const record = await mailer.enqueue(em, { template: `reservation-${template}`, recipient: mail.to, subject: mail.subject, data: { reservationId } });
  return record.id;
}

/**
 * Staff's alert of a decline or a waitlist, from what the answer recorded (kept in the mail's data: the lodge may
 * answer again before the mail goes). The reservation's id is not under `reservationId`, so the alert is not
 * listed among the mails to the supplier.
 */
export async function answerAlertProps(services: Services, data: Record<string, unknown>, siteUrl: string): Promise<AnswerAlertProps> {
  const r = await services.reservations.get(String(data.alertReservationId));
  if (!r) throw new Error(`Reservation ${String(data.alertReservationId)} is gone`);
  const booking = await services.reservations.booking(r.bookingId);
  return {
    supplierName: r.supplier.name,
    answer: data.answer === 'waitlisted' ? 'waitlisted' : 'declined',
    reference: r.reference,
    bookingReference: booking?.reference ?? '',
    note: typeof data.note === 'string' ? data.note : null,
    link: `${siteUrl}/admin/bookings/${r.bookingId}`,
  };
}
