import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170300_TripGuests extends Migration {

  override name = 'Migration20261126170300_TripGuests';

  // Issue 30: the travellers' passport, health and insurance details, one row per booking, deleted by the
  // reservation sweep 90 days after `return_on`.
  override up(): void | Promise<void> {
    this.addSql(`create table "trip_guests" ("booking_id" uuid not null, "guests" jsonb not null, "return_on" date not null, "updated_at" timestamptz not null, primary key ("booking_id"));`);
    this.addSql(`alter table "trip_guests" add constraint "trip_guests_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`create index "trip_guests_return_on_index" on "trip_guests" ("return_on");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trip_guests" cascade;`);
  }

}
