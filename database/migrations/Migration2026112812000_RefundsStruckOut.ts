import { Migration } from '@mikro-orm/migrations';

/** The booking_facts view of Migration20261128100000, reading refunds from their rows: the voided ones count in no sum. */
const REFUNDED = `coalesce((select sum(r."amount_minor") from "refunds" r where r."booking_id" = b."id" and r."voided_at" is null), 0)::bigint`;
const CANCELLED = `b."status" = 'cancelled'`;

const view = (refunded: string) => {
  const paid = `(b."paid_minor" - ${refunded})`;
  return `create or replace view "booking_facts" as
      select b."id" as "booking_id", b."status", b."currency", b."total_minor", b."deposit_minor",
        b."paid_minor" as "received_minor", ${refunded} as "refunded_minor",
        ${paid} as "paid_net_minor",
        case when ${CANCELLED} then 0 else b."total_minor" - ${paid} end as "balance_minor",
        case when ${CANCELLED} then 0 else greatest(0, b."deposit_minor" - ${paid}) end as "deposit_due_minor",
        not ${CANCELLED} and ${paid} >= b."total_minor" as "paid_in_full",
        b."balance_due_on",
        coalesce(b."departure_on", p."start_date") + coalesce((select sum((s->>'nights')::int) from jsonb_array_elements(p."stops") s), 0)::int as "return_on"
      from "bookings" b join "proposals" p on p."id" = b."proposal_id";`;
};

export class Migration2026112812000_RefundsStruckOut extends Migration {

  override name = 'Migration2026112812000_RefundsStruckOut';

  // Issue 38: a refund recorded by mistake is struck out as a payment is (kept, with who and why, out of every sum);
  // issue 39: a cancellation says who cancelled, which decides its refund (the operator's gives back all paid).
  // `bookings.refunded_minor` stays the Σ of the refunds not voided, as `paid_minor` is of the payments; the view
  // counts them from their rows, so no SQL reader can count a struck-out refund (decision 175).
  override up(): void | Promise<void> {
    this.addSql(`alter table "refunds" add column "voided_at" timestamptz null, add column "void_reason" text null, add column "voided_by" varchar(100) null;`);
    this.addSql(`alter table "bookings" add column "cancelled_party" text null;`);
    this.addSql(`alter table "bookings" add constraint "bookings_cancelled_party_check" check ("cancelled_party" in ('traveller', 'operator'));`);
    // Every cancellation so far followed the traveller's schedule.
    this.addSql(`update "bookings" set "cancelled_party" = 'traveller' where "status" = 'cancelled';`);
    this.addSql(view(REFUNDED));
  }

  override down(): void | Promise<void> {
    this.addSql(view(`b."refunded_minor"`));
    this.addSql(`alter table "bookings" drop constraint if exists "bookings_cancelled_party_check";`);
    this.addSql(`alter table "bookings" drop column if exists "cancelled_party";`);
    this.addSql(`alter table "refunds" drop column if exists "voided_at", drop column if exists "void_reason", drop column if exists "voided_by";`);
  }

}
