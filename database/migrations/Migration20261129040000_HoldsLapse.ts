import { Migration } from '@mikro-orm/migrations';

export class Migration20261129040000_HoldsLapse extends Migration {

  override name = 'Migration20261129040000_HoldsLapse';

  // Issue 41, decision 193: a hold passed its day lapses, and staff's two reminders remember the hold they were for.
  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_status_check";`);
    this.addSql(`alter table "reservations" add constraint "reservations_status_check" check ("status" in ('draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled', 'lapsed'));`);
    this.addSql(`alter table "reservations" add column "hold_reminded_72_for" date null, add column "hold_reminded_24_for" date null;`);
    this.addSql(`create index "reservations_status_held_until_index" on "reservations" ("status", "held_until");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "reservations_status_held_until_index";`);
    this.addSql(`alter table "reservations" drop column if exists "hold_reminded_72_for", drop column if exists "hold_reminded_24_for";`);
    this.addSql(`update "reservations" set "status" = 'provisional' where "status" = 'lapsed';`);
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_status_check";`);
    this.addSql(`alter table "reservations" add constraint "reservations_status_check" check ("status" in ('draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled'));`);
  }

}
