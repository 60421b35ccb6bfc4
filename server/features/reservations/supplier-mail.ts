import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { links } from '../../links/token-links.ts';
import type { SupplierMailProps } from './supplier.mails.ts';
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
  return { template, supplierName: r.supplier.name, rows: copy.rows(r), link: nonce ? reservationTokens.url(siteUrl, nonce) : null };
}

/** A mail to a reservation's supplier (issue 30) in the outbox, staged on `em`'s transaction; rendered from the reservation when sent. */
export async function toSupplier(mailer: Mailer, em: EntityManager, reservationId: string, template: SupplierMailProps['template'], mail: { to: string; subject: string }): Promise<string> {
  const record = await mailer.enqueue(em, { template: `reservation-${template}`, recipient: mail.to, subject: mail.subject, data: { reservationId } });
  return record.id;
}
