import type { EntityManager } from '@mikro-orm/postgresql';
import { ReservationsRepository } from '#database/repositories/reservations.repo.ts';
import { linkTokens } from '../../links/token-links.ts';
import type { SupplierMailProps } from './supplier.mails.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';

/** A supplier's link has a key of its own: a proposal's or a pack's token never opens it (decision 156's rule). */
export const reservationTokens = linkTokens('reservation-links');
export const reservationPath = (token: string) => `/reservations/${token}`;

/**
 * What a supplier's mail renders from (decision 140): the reservation as it is when the mail is sent, its link
 * made again from the stored nonce (none for a cancellation).
 */
export async function supplierMailProps(em: EntityManager, reservationId: string | null, template: SupplierMailProps['template'], siteUrl: string): Promise<SupplierMailProps> {
  const reservations = new ReservationsRepository(em);
  const r = reservationId ? await reservations.get(reservationId) : null;
  if (!r) throw new Error(`Reservation ${reservationId} is gone`);
  const nonce = template === 'cancellation' ? null : await reservations.linkNonce(r.id);
  return { template, supplierName: r.supplier.name, rows: copy.rows(r), link: nonce ? `${siteUrl}${reservationPath(reservationTokens.tokenFor(nonce))}` : null };
}
