import { voucherRelease, type VoucherRelease } from '#database/repositories/voucher-release.ts';
import type { Services } from '../services.ts';

/** An owner's early release: recorded on the booking and in the audit log (who, when), once. */
export async function releaseVouchers(services: Services, bookingId: string, author: string | null): Promise<VoucherRelease | null> {
  return services.transaction(async (tx) => {
    const rows = await tx.em.execute<{ reference: string }[]>(
      `update bookings set vouchers_released_at = coalesce(vouchers_released_at, now()), vouchers_released_by = coalesce(vouchers_released_by, ?) where id = ? returning reference`,
      [author, bookingId],
    );
    if (!rows[0]) return null;
    tx.audit.record({ action: 'vouchers-released', kind: 'booking', recordType: 'Booking', recordId: bookingId, label: rows[0].reference });
    await tx.em.execute(`insert into booking_events (id, booking_id, kind, author, data, created_at) values (gen_random_uuid(), ?, 'vouchers-released', ?, '{}', now())`, [bookingId, author]);
    return voucherRelease(tx.em, bookingId);
  });
}
