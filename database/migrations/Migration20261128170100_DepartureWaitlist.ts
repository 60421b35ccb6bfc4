import { Migration } from '@mikro-orm/migrations';

export class Migration20261128170100_DepartureWaitlist extends Migration {

  override name = 'Migration20261128170100_DepartureWaitlist';

  // Issue 39 (R10): a departure whose seats are only held by proposals sent to others takes a waitlist.
  override up(): void | Promise<void> {
    this.addSql(`create table "departure_waitlist" ("id" uuid not null, "departure_id" uuid not null, "inquiry_id" uuid not null, "created_at" timestamptz not null, "told_at" timestamptz null, constraint "departure_waitlist_pkey" primary key ("id"));`);
    this.addSql(`create index "departure_waitlist_departure_id_index" on "departure_waitlist" ("departure_id");`);
    this.addSql(`alter table "departure_waitlist" add constraint "departure_waitlist_departure_id_inquiry_id_unique" unique ("departure_id", "inquiry_id");`);
    this.addSql(`alter table "departure_waitlist" add constraint "departure_waitlist_departure_id_foreign" foreign key ("departure_id") references "departures" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "departure_waitlist" add constraint "departure_waitlist_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "departure_waitlist" cascade;`);
  }

}
