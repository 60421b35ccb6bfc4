import { recordVoucherRelease, voucherRelease } from '#database/repositories/voucher-release.ts';
import type { VoucherRelease } from '#lib/domain/reservation/reservation.types.ts';
import type { Services } from '../../services.ts';

/** An owner's early release: recorded on the booking and in the audit log (who, when), once. */
export async function releaseVouchers(services: Services, bookingId: string, author: string | null): Promise<VoucherRelease | null> {
  return services.transaction(async (tx) => {
    const booking = await recordVoucherRelease(tx.em, bookingId, author);
    if (!booking) return null;
    if (booking.first) tx.audit.record({ action: 'vouchers-released', kind: 'booking', recordType: 'Booking', recordId: bookingId, label: booking.reference });
    return voucherRelease(tx.em, bookingId);
  });
}
