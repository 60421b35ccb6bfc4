import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150200_EnquiryDeparture extends Migration {

  override name = 'Migration20261126150200_EnquiryDeparture';

  // Issue 29: the fixed departure a traveller chose on the trip page's form, for the desk and the proposal draft.
  // Its date is kept beside it, so the desk still reads it once staff delete the departure.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiries" add "departure_id" uuid null, add "departure_on" date null;`);
    this.addSql(`alter table "inquiries" add constraint "inquiries_departure_id_foreign" foreign key ("departure_id") references "departures" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "inquiries_departure_id_index" on "inquiries" ("departure_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiries" drop column "departure_id", drop column "departure_on";`);
  }
}
