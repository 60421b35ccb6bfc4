import type { EntityManager } from '@mikro-orm/postgresql';
import type { VoucherRelease } from '#lib/domain/reservation/reservation.types.ts';

/**
 * Whether a booking's vouchers reach its traveller (issue 30): the one rule, read by the pack's page, its voucher
 * files and staff's release. Paid in full (the booking's facts, net of refunds: decision 165), or released early;
 * never for a cancelled booking.
 */
export async function voucherRelease(em: EntityManager, bookingId: string): Promise<VoucherRelease | null> {
  const [row] = await em.execute<{ status: string; paid_in_full: boolean; vouchers_released_at: Date | null; vouchers_released_by: string | null }[]>(
    `select b.status, f.paid_in_full, b.vouchers_released_at, b.vouchers_released_by from bookings b join booking_facts f on f.booking_id = b.id where b.id = ?`,
    [bookingId],
  );
  if (!row) return null;
  const early = row.vouchers_released_at !== null;
  return {
    released: row.status !== 'cancelled' && (row.paid_in_full || early),
    paidInFull: row.paid_in_full,
    releasedAt: row.vouchers_released_at ? new Date(row.vouchers_released_at).toISOString() : null,
    releasedBy: row.vouchers_released_by,
  };
}

/**
 * An owner's early release written on the booking, with its timeline event, once: a second release changes
 * nothing (`first` false). The booking's reference, or null when there is no such booking. The caller holds the
 * transaction.
 */
export async function recordVoucherRelease(em: EntityManager, bookingId: string, author: string | null): Promise<{ reference: string; first: boolean } | null> {
  const [released] = await em.execute<{ reference: string }[]>(
    `update bookings set vouchers_released_at = now(), vouchers_released_by = ? where id = ? and vouchers_released_at is null returning reference`,
    [author, bookingId],
  );
  if (!released) {
    const [row] = await em.execute<{ reference: string }[]>(`select reference from bookings where id = ?`, [bookingId]);
    return row ? { reference: row.reference, first: false } : null;
  }
  await em.execute(`insert into booking_events (id, booking_id, kind, author, data, created_at) values (gen_random_uuid(), ?, 'vouchers-released', ?, '{}', now())`, [bookingId, author]);
  return { reference: released.reference, first: true };
}
