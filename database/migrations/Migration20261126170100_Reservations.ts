import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170100_Reservations extends Migration {

  override name = 'Migration20261126170100_Reservations';

  // Issue 30, decision 154: reservations from a booking, their timeline, and the mails to suppliers.
  override up(): void | Promise<void> {
    this.addSql(`create table "reservations" ("id" uuid not null, "booking_id" uuid not null, "supplier_id" uuid not null, "reference" varchar(12) not null, "status" text check ("status" in ('draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled')) not null default 'draft', "service" varchar(300) not null, "check_in" date null, "check_out" date null, "service_date" date null, "travellers" jsonb not null, "traveller_count" int not null, "note" text null, "supplier_reference" varchar(100) null, "held_until" date null, "answer_note" text null, "token_hash" varchar(64) null, "link_nonce" varchar(32) null, "requested_at" timestamptz null, "answered_at" timestamptz null, "reminded_at" timestamptz null, "needs_attention" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "reservations_booking_id_index" on "reservations" ("booking_id");`);
    this.addSql(`create index "reservations_supplier_id_index" on "reservations" ("supplier_id");`);
    this.addSql(`create index "reservations_status_requested_at_index" on "reservations" ("status", "requested_at");`);
    this.addSql(`alter table "reservations" add constraint "reservations_reference_unique" unique ("reference");`);
    this.addSql(`alter table "reservations" add constraint "reservations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "reservations" add constraint "reservations_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "reservations" add constraint "reservations_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`);

    this.addSql(`create table "reservation_events" ("id" uuid not null, "reservation_id" uuid not null, "kind" varchar(30) not null, "author" varchar(100) null, "data" jsonb not null default '{}', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "reservation_events_reservation_id_created_at_index" on "reservation_events" ("reservation_id", "created_at");`);
    this.addSql(`alter table "reservation_events" add constraint "reservation_events_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete cascade;`);

  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reservation_events" cascade;`);
    this.addSql(`drop table if exists "reservations" cascade;`);
  }

}
