import { Migration } from '@mikro-orm/migrations';

export class Migration20261129050000_TripChanges extends Migration {

  override name = 'Migration20261129050000_TripChanges';

  // Issue 41 (decision 195): what changed on a trip after its pack was sent, and the traveller's acknowledgement.
  override up(): void | Promise<void> {
    this.addSql(`create table "trip_changes" ("id" uuid not null, "booking_id" uuid not null references "bookings" ("id") on delete cascade, "reservation_id" uuid null references "reservations" ("id") on delete set null, "summary" varchar(300) not null, "details" text null, "author" varchar(100) null, "created_at" timestamptz not null, "acknowledged_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "trip_changes_booking_id_created_at_index" on "trip_changes" ("booking_id", "created_at");`);
    this.addSql(`create index "trip_changes_unacknowledged_index" on "trip_changes" ("booking_id") where "acknowledged_at" is null;`);
    // A reservation's state as the traveller last knew it, kept from its first change after the pack was sent until
    // the change is told: written by the database itself, so no code path that edits a reservation can skip it.
    this.addSql(`create table "trip_change_pending" ("reservation_id" uuid not null references "reservations" ("id") on delete cascade, "booking_id" uuid not null, "existed" boolean not null, "supplier_id" uuid null, "check_in" date null, "check_out" date null, "service_date" date null, "status" text null, "supplier_reference" varchar(100) null, "noted_at" timestamptz not null default now(), primary key ("reservation_id"));`);
    this.addSql(`create index "trip_change_pending_booking_id_index" on "trip_change_pending" ("booking_id");`);
    this.addSql(`create or replace function "trip_change_noted"() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from "trip_packs" where "booking_id" = new."booking_id" and "first_sent_at" is not null) then return new; end if;
        if tg_op = 'INSERT' then
          insert into "trip_change_pending" ("reservation_id", "booking_id", "existed") values (new."id", new."booking_id", false) on conflict do nothing;
        elsif (old."supplier_id", old."check_in", old."check_out", old."service_date", old."status", old."supplier_reference")
              is distinct from (new."supplier_id", new."check_in", new."check_out", new."service_date", new."status", new."supplier_reference") then
          -- The earliest state is kept: two edits before the change is told are one change from what the traveller knew.
          insert into "trip_change_pending" ("reservation_id", "booking_id", "existed", "supplier_id", "check_in", "check_out", "service_date", "status", "supplier_reference")
            values (old."id", old."booking_id", true, old."supplier_id", old."check_in", old."check_out", old."service_date", old."status", old."supplier_reference") on conflict do nothing;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "reservations_trip_change" after insert or update of "supplier_id", "check_in", "check_out", "service_date", "status", "supplier_reference" on "reservations" for each row execute function "trip_change_noted"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "reservations_trip_change" on "reservations";`);
    this.addSql(`drop function if exists "trip_change_noted"();`);
    this.addSql(`drop table if exists "trip_change_pending" cascade;`);
    this.addSql(`drop table if exists "trip_changes" cascade;`);
  }

}
