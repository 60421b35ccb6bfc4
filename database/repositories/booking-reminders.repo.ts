import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../typed-sql.ts';

/** What the booking's timeline keeps of a reminder sent (decision 100). */
export interface ReminderSent {
  kind: string;
  dueOn: string;
  /** The operator's day it went, in SITE_TIMEZONE. */
  sentOn: string;
  balanceMinor: number;
  currency: string;
}

/**
 * The balance reminders' bookkeeping (issue 18, decision 100), in typed SQL: neither table is audited (audit-policy.ts),
 * and the claim needs `on conflict do nothing returning`, which the unit of work cannot say.
 */
export class BookingRemindersRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Records the reminder as sent; false when a run of the same job did already, so the mail goes once. */
  async claim(bookingId: string, kind: string, dueOn: string): Promise<boolean> {
    const inserted = await typedSql(this.em)
      .insertInto('booking_reminders')
      .values({ booking_id: bookingId, kind, due_on: dueOn, created_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.doNothing())
      .returning('booking_id')
      .execute();
    return inserted.length > 0;
  }

  /** The reminder on the booking's timeline, written at once (the job's mail is queued in the same transaction). */
  async noteSent(bookingId: string, sent: ReminderSent): Promise<void> {
    await typedSql(this.em)
      .insertInto('booking_events')
      .values({ id: sql<string>`gen_random_uuid()`, booking_id: bookingId, kind: 'reminder-sent', author: null, data: { ...sent }, created_at: sql<Date>`now()` })
      .execute();
  }
}
