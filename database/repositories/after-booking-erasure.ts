import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Erasure (decision 134) reaches what issue 30 copied from the traveller: their guest details (passports, birth
 * dates, medical notes) are deleted, the names each reservation and its voucher carry are cleared, and the pack's
 * link stops opening (it would show what is left of them to whoever holds it). Called by the ledger's
 * anonymisation, in its transaction, for the bookings it anonymised.
 */
export async function eraseAfterBooking(em: EntityManager, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const list = bookingIds.map(() => '?').join(', ');
  await em.execute(`delete from trip_guests where booking_id in (${list})`, [...bookingIds]);
  await em.execute(`update reservations set travellers = '[]', updated_at = now() where booking_id in (${list})`, [...bookingIds]);
  await em.execute(`update trip_packs set revoked_at = coalesce(revoked_at, now()) where booking_id in (${list})`, [...bookingIds]);
}
