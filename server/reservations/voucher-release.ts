import type { Services } from '../services.ts';

export interface VoucherRelease {
  /** The traveller may open the vouchers: paid in full, or released early by an owner. */
  released: boolean;
  paidInFull: boolean;
  releasedAt: string | null;
  releasedBy: string | null;
}

/** Whether a booking's vouchers reach its traveller (issue 30). Net of refunds, and never for a cancelled booking. */
export async function voucherRelease(services: Pick<Services, 'em'>, bookingId: string): Promise<VoucherRelease | null> {
  const [row] = await services.em.execute<{ status: string; total_minor: string; paid_minor: string; refunded_minor: string; vouchers_released_at: Date | null; vouchers_released_by: string | null }[]>(
    `select status, total_minor, paid_minor, refunded_minor, vouchers_released_at, vouchers_released_by from bookings where id = ?`,
    [bookingId],
  );
  if (!row) return null;
  const paidInFull = Number(row.paid_minor) - Number(row.refunded_minor) >= Number(row.total_minor);
  const early = row.vouchers_released_at !== null;
  return {
    released: row.status !== 'cancelled' && (paidInFull || early),
    paidInFull,
    releasedAt: row.vouchers_released_at ? new Date(row.vouchers_released_at).toISOString() : null,
    releasedBy: row.vouchers_released_by,
  };
}

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
    return voucherRelease(tx, bookingId);
  });
}
