import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020000_LedgerOutlivesEnquiry extends Migration {

  override name = 'Migration20261126020000_LedgerOutlivesEnquiry';

  // Issue 26, decision 134: proposals and bookings are kept when their enquiry is erased (the foreign key sets
  // null instead of cascading), bookings can be cancelled by the terms' schedule (stored in company settings),
  // payments voided, refunds recorded, and a booking keeps a timeline of its own.
  override up(): void | Promise<void> {
    this.addSql(`alter table "bookings" drop constraint "bookings_inquiry_id_foreign";`);
    this.addSql(`alter table "bookings" alter column "inquiry_id" drop not null;`);
    this.addSql(`alter table "bookings" add constraint "bookings_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`);
    this.addSql(`alter table "proposals" drop constraint "proposals_inquiry_id_foreign";`);
    this.addSql(`alter table "proposals" alter column "inquiry_id" drop not null;`);
    this.addSql(`alter table "proposals" add constraint "proposals_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`);

    this.addSql(`alter table "bookings" drop constraint "bookings_status_check";`);
    this.addSql(`alter table "bookings" add constraint "bookings_status_check" check ("status" in ('deposit-due', 'confirmed', 'paid', 'cancelled'));`);
    this.addSql(`alter table "bookings" add column "refunded_minor" bigint not null default '0', add column "cancelled_on" date null, add column "cancel_reason" text null, add column "cancelled_by" varchar(100) null, add column "refund_due_minor" bigint null, add column "refund_percent" numeric(5,2) null, add column "days_before_departure" int null, add column "refund_band_days" int null, add column "erased_at" timestamptz null;`);

    this.addSql(`alter table "payments" add column "voided_at" timestamptz null, add column "void_reason" text null, add column "voided_by" varchar(100) null;`);

    this.addSql(`create table "refunds" ("id" uuid not null, "booking_id" uuid not null, "amount_minor" bigint not null, "currency" varchar(3) not null, "paid_on" date not null, "method" text not null, "reference" varchar(200) null, "recorded_by" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "refunds_booking_id_index" on "refunds" ("booking_id");`);
    this.addSql(`alter table "refunds" add constraint "refunds_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('bank transfer', 'card', 'cheque', 'other'));`);

    this.addSql(`create table "booking_events" ("id" uuid not null, "booking_id" uuid not null, "kind" varchar(30) not null, "author" varchar(100) null, "data" jsonb not null default '{}', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "booking_events_booking_id_created_at_index" on "booking_events" ("booking_id", "created_at");`);
    this.addSql(`alter table "booking_events" add constraint "booking_events_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    // Every booking made before this has its creation on its timeline, and its payments.
    this.addSql(`insert into "booking_events" ("id", "booking_id", "kind", "author", "data", "created_at")
      select gen_random_uuid(), b.id, 'created', null, jsonb_build_object('totalMinor', b.total_minor, 'depositMinor', b.deposit_minor, 'currency', b.currency), b.created_at from bookings b;`);
    this.addSql(`insert into "booking_events" ("id", "booking_id", "kind", "author", "data", "created_at")
      select gen_random_uuid(), p.booking_id, 'payment', p.recorded_by, jsonb_build_object('paymentId', p.id, 'amountMinor', p.amount_minor, 'currency', p.currency, 'method', p.method, 'reference', p.reference), p.created_at from payments p;`);

    this.addSql(`alter table "company_settings" add column "cancellation_schedule" jsonb not null default '[{"daysBefore":90,"refundPercent":50},{"daysBefore":60,"refundPercent":25},{"daysBefore":30,"refundPercent":10}]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company_settings" drop column "cancellation_schedule";`);
    this.addSql(`drop table if exists "booking_events" cascade;`);
    this.addSql(`drop table if exists "refunds" cascade;`);
    this.addSql(`alter table "payments" drop column "voided_at", drop column "void_reason", drop column "voided_by";`);
    this.addSql(`alter table "bookings" drop column "refunded_minor", drop column "cancelled_on", drop column "cancel_reason", drop column "cancelled_by", drop column "refund_due_minor", drop column "refund_percent", drop column "days_before_departure", drop column "refund_band_days", drop column "erased_at";`);
    this.addSql(`update "bookings" set "status" = 'deposit-due' where "status" = 'cancelled';`);
    this.addSql(`alter table "bookings" drop constraint "bookings_status_check";`);
    this.addSql(`alter table "bookings" add constraint "bookings_status_check" check ("status" in ('deposit-due', 'confirmed', 'paid'));`);
    // Rows whose enquiry was erased cannot go back under a not-null key: they go, as before this migration.
    this.addSql(`delete from "bookings" where "inquiry_id" is null;`);
    this.addSql(`delete from "proposals" where "inquiry_id" is null;`);
    this.addSql(`alter table "proposals" drop constraint "proposals_inquiry_id_foreign";`);
    this.addSql(`alter table "proposals" alter column "inquiry_id" set not null;`);
    this.addSql(`alter table "proposals" add constraint "proposals_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
    this.addSql(`alter table "bookings" drop constraint "bookings_inquiry_id_foreign";`);
    this.addSql(`alter table "bookings" alter column "inquiry_id" set not null;`);
    this.addSql(`alter table "bookings" add constraint "bookings_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
  }

}
