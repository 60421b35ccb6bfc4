import { Migration } from '@mikro-orm/migrations';

/** SQL's copy of lib/domain/booking/booking-facts.ts: the two say the same (tests/integration/booking-facts-view.test.ts). */
const PAID = `(b."paid_minor" - b."refunded_minor")`;
const CANCELLED = `b."status" = 'cancelled'`;

export class Migration20261128100000_BookingFacts extends Migration {

  override name = 'Migration20261128100000_BookingFacts';

  // Issue 37 (decision 165): one set of facts about a booking. What the traveller has paid is net of refunds, for
  // every reader; SQL readers read them from this view rather than their own sums. The return day is the departure
  // plus the nights of the booked proposal's stops; the balance's due date is the one stored when the booking was
  // made (clamped then to the day it was made).
  override up(): void | Promise<void> {
    this.addSql(`create view "booking_facts" as
      select b."id" as "booking_id", b."status", b."currency", b."total_minor", b."deposit_minor",
        b."paid_minor" as "received_minor", b."refunded_minor",
        ${PAID} as "paid_net_minor",
        case when ${CANCELLED} then 0 else b."total_minor" - ${PAID} end as "balance_minor",
        case when ${CANCELLED} then 0 else greatest(0, b."deposit_minor" - ${PAID}) end as "deposit_due_minor",
        not ${CANCELLED} and ${PAID} >= b."total_minor" as "paid_in_full",
        b."balance_due_on",
        coalesce(b."departure_on", p."start_date") + coalesce((select sum((s->>'nights')::int) from jsonb_array_elements(p."stops") s), 0)::int as "return_on"
      from "bookings" b join "proposals" p on p."id" = b."proposal_id";`);
    // Statuses set while they followed the money received: a booking refunded below its total is no longer paid.
    this.addSql(`update "bookings" b set "status" = case when ${PAID} >= b."total_minor" then 'paid' when ${PAID} >= b."deposit_minor" then 'confirmed' else 'deposit-due' end
      where not ${CANCELLED} and b."refunded_minor" > 0;`);
  }

  // Back to statuses that follow the money received, as the code before this migration sets them.
  override down(): void | Promise<void> {
    this.addSql(`drop view if exists "booking_facts";`);
    this.addSql(`update "bookings" b set "status" = case when b."paid_minor" >= b."total_minor" then 'paid' when b."paid_minor" >= b."deposit_minor" then 'confirmed' else 'deposit-due' end
      where not ${CANCELLED} and b."refunded_minor" > 0;`);
  }

}
