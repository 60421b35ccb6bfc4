import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Erasure (decision 134) reaches what issue 30 copied from the traveller: their guest details (passports, birth
 * dates, medical notes) are deleted; the names each reservation and its voucher carry, staff's note to the lodge,
 * the lodge's answer note, the needs the request passed on, and the text of its mails (which answer a request listing the guests by name) are
 * cleared from the reservations and their timelines; and the pack's link stops opening (it would show what is left of them to whoever holds it). Called by the ledger's
 * anonymisation, in its transaction, for the bookings it anonymised.
 */
export async function eraseAfterBooking(em: EntityManager, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const list = bookingIds.map(() => '?').join(', ');
  await em.execute(`delete from trip_guests where booking_id in (${list})`, [...bookingIds]);
  // Issue 39: and what a lodge was told the guests need (their diets, allergies, requests, how they arrive).
  await em.execute(
    `update reservations set travellers = '[]', note = null, answer_note = null, arrival_details = null, diets = null, allergies = null,
       special_requests = null, no_reference_reason = null, updated_at = now() where booking_id in (${list})`,
    [...bookingIds],
  );
  // A decline's staff alert quoted the lodge's note; the mail's row keeps no words once erased.
  await em.execute(`update outbox_mails set data = data - 'note' where template = 'reservation-answer-alert' and data->>'bookingId' in (${list})`, [...bookingIds]);
  await em.execute(
    `update reservation_events set data = data - 'text' - 'note' where reservation_id in (select id from reservations where booking_id in (${list}))`,
    [...bookingIds],
  );
  // Issue 41: staff's own words of a change entry may name the travellers; the reservation's own lines name lodges and dates.
  await em.execute(`update trip_changes set details = null, summary = case when author is null then summary else 'A change told to the traveller (erased)' end where booking_id in (${list})`, [...bookingIds]);
  await em.execute(`update trip_packs set revoked_at = coalesce(revoked_at, now()) where booking_id in (${list})`, [...bookingIds]);
}
