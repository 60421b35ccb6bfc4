import { Migration } from '@mikro-orm/migrations';

/**
 * Departures become rows (issue 26, decision 135). The seats staff typed as taken become blocked seats, less
 * the travellers of bookings now counted on that departure. Triggers announce every change of seats on the
 * public content channel (server/cache/content-changes.ts), so the render cache drops what it showed however
 * the change was made: an accept, a cancel, a staff edit, a job, or psql.
 */
export class Migration20261126030000_DeparturesAsInventory extends Migration {

  override name = 'Migration20261126030000_DeparturesAsInventory';

  override up(): void | Promise<void> {
    this.addSql(`create table "departures" ("id" uuid not null, "package_id" uuid not null, "date" date not null, "seats" int not null, "blocked_seats" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "departures_package_id_index" on "departures" ("package_id");`);
    this.addSql(`alter table "departures" add constraint "departures_package_id_date_unique" unique ("package_id", "date");`);
    this.addSql(`alter table "departures" add constraint "departures_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete cascade;`);
    this.addSql(`alter table "departures" add constraint "departures_seats_check" check ("seats" between 1 and 500 and "blocked_seats" between 0 and "seats");`);

    // A traveller may decline a proposal (its hold on seats ends with it).
    this.addSql(`alter table "proposals" drop constraint "proposals_status_check";`);
    this.addSql(`alter table "proposals" add constraint "proposals_status_check" check ("status" in ('draft', 'sent', 'replaced', 'accepted', 'declined'));`);
    this.addSql(`alter table "proposals" add "departure_id" uuid null;`);
    this.addSql(`alter table "proposals" add constraint "proposals_departure_id_foreign" foreign key ("departure_id") references "departures" ("id") on delete set null;`);
    this.addSql(`create index "proposals_departure_id_index" on "proposals" ("departure_id");`);
    this.addSql(`alter table "bookings" add "departure_id" uuid null;`);
    this.addSql(`alter table "bookings" add constraint "bookings_departure_id_foreign" foreign key ("departure_id") references "departures" ("id") on delete restrict;`);
    this.addSql(`create index "bookings_departure_id_index" on "bookings" ("departure_id");`);

    this.addSql(`insert into "departures" ("id", "package_id", "date", "seats", "blocked_seats", "created_at", "updated_at")
      select gen_random_uuid(), p."id", (d->>'date')::date, least(greatest((d->>'seats')::int, 1), 500), 0, now(), now()
      from "packages" p, jsonb_array_elements(p."departures") d
      on conflict do nothing;`);
    // A booking whose proposal was for that trip on that date takes its seats there from now on.
    this.addSql(`update "proposals" pr set "departure_id" = d."id" from "departures" d, "bookings" b
      where b."proposal_id" = pr."id" and d."package_id" = pr."package_id" and d."date" = pr."start_date";`);
    this.addSql(`update "bookings" b set "departure_id" = pr."departure_id" from "proposals" pr where pr."id" = b."proposal_id" and pr."departure_id" is not null;`);
    this.addSql(`update "departures" d set "blocked_seats" = least(d."seats", greatest(0, typed.taken - coalesce(booked.n, 0)))
      from (select p."id" as package_id, (x->>'date')::date as date, coalesce((x->>'seatsTaken')::int, 0) as taken from "packages" p, jsonb_array_elements(p."departures") x) typed
      left join lateral (select sum(pr."adults" + pr."children")::int as n from "bookings" b join "proposals" pr on pr."id" = b."proposal_id" where b."departure_id" in (select "id" from "departures" where "package_id" = typed.package_id and "date" = typed.date)) booked on true
      where d."package_id" = typed.package_id and d."date" = typed.date;`);
    this.addSql(`alter table "packages" drop column "departures";`);

    this.addSql(`create or replace function "seats_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_content_changed', 'db:' || TG_TABLE_NAME);
        return null;
      end $$;`);
    this.addSql(`create trigger "departures_seats_changed" after insert or update or delete on "departures" for each statement execute function "seats_changed"();`);
    this.addSql(`create trigger "bookings_seats_added" after insert on "bookings" for each row when (new."departure_id" is not null) execute function "seats_changed"();`);
    this.addSql(`create trigger "bookings_seats_changed" after update of "status", "departure_id" on "bookings" for each row
      when (old."departure_id" is distinct from new."departure_id" or (old."status" = 'cancelled') <> (new."status" = 'cancelled')) execute function "seats_changed"();`);
    this.addSql(`create trigger "bookings_seats_removed" after delete on "bookings" for each row when (old."departure_id" is not null) execute function "seats_changed"();`);
    this.addSql(`create trigger "proposals_seats_changed" after update of "status", "departure_id", "valid_until", "adults", "children" on "proposals" for each row
      when (coalesce(new."departure_id", old."departure_id") is not null and (old."status" = 'sent' or new."status" = 'sent')) execute function "seats_changed"();`);
    this.addSql(`create trigger "proposals_seats_removed" after delete on "proposals" for each row when (old."departure_id" is not null and old."status" = 'sent') execute function "seats_changed"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "proposals_seats_removed" on "proposals";`);
    this.addSql(`drop trigger "proposals_seats_changed" on "proposals";`);
    this.addSql(`drop trigger "bookings_seats_removed" on "bookings";`);
    this.addSql(`drop trigger "bookings_seats_changed" on "bookings";`);
    this.addSql(`drop trigger "bookings_seats_added" on "bookings";`);
    this.addSql(`drop trigger "departures_seats_changed" on "departures";`);
    this.addSql(`drop function "seats_changed"();`);
    this.addSql(`alter table "packages" add "departures" jsonb not null default '[]';`);
    this.addSql(`update "packages" p set "departures" = coalesce((select jsonb_agg(jsonb_build_object('date', to_char(d."date", 'YYYY-MM-DD'), 'seats', d."seats", 'seatsTaken', d."blocked_seats") order by d."date") from "departures" d where d."package_id" = p."id"), '[]');`);
    this.addSql(`alter table "bookings" drop constraint "bookings_departure_id_foreign";`);
    this.addSql(`alter table "bookings" drop column "departure_id";`);
    this.addSql(`alter table "proposals" drop constraint "proposals_departure_id_foreign";`);
    this.addSql(`alter table "proposals" drop column "departure_id";`);
    this.addSql(`update "proposals" set "status" = 'sent' where "status" = 'declined';`);
    this.addSql(`alter table "proposals" drop constraint "proposals_status_check";`);
    this.addSql(`alter table "proposals" add constraint "proposals_status_check" check ("status" in ('draft', 'sent', 'replaced', 'accepted'));`);
    this.addSql(`drop table "departures";`);
  }

}
