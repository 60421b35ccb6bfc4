import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { links } from '../../links/token-links.ts';
import type { AnswerAlertProps, SupplierMailProps } from './supplier.mails.ts';
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
  return { template, supplierName: r.supplier.name, rows: copy.rows(r), link: nonce ? reservationTokens.url(siteUrl, nonce) : null, ...(intro ? { intro } : {}) };
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
