import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Erasure ends every link its bookings sent out (issue 38, decision 177): the review link answers 410 from now on
 * (`review_requests.ended_at`), and each reservation's lodge link stops opening (its token's hash is cleared; the
 * nonce stays, so sending the reservation again does not make a new link). Run in the erasure's transaction,
 * before the enquiry's row goes (its bookings are found by it). Returns the bookings it ended links for.
 */
export async function endLinksOfInquiries(em: EntityManager, inquiryIds: readonly string[]): Promise<string[]> {
  if (inquiryIds.length === 0) return [];
  const bookings = await em.execute<{ id: string }[]>(`select "id" from "bookings" where "inquiry_id" in (${inquiryIds.map(() => '?').join(', ')})`, [...inquiryIds]);
  if (bookings.length === 0) return [];
  const ids = bookings.map((b) => b.id);
  const list = ids.map(() => '?').join(', ');
  await em.execute(`update "review_requests" set "ended_at" = coalesce("ended_at", now()) where "booking_id" in (${list})`, ids);
  await em.execute(`update "reservations" set "token_hash" = null, "updated_at" = now() where "booking_id" in (${list}) and "token_hash" is not null`, ids);
  return ids;
}
