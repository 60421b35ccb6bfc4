import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What a payment's mail needs (issue 29): the booking's paid sum before the payment, read with the booking's row
 * locked (as the ledger locks it next), so the difference afterwards is this payment's credit and no other's.
 */
export class PaymentMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The sum received (before refunds) in minor units, the row locked for the rest of the transaction; null when there is no such booking. */
  async lockPaidMinor(bookingId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ paid: string }[]>(`select paid_minor as paid from bookings where id = ? for update`, [bookingId]);
    return row ? Number(row.paid) : null;
  }
}
