import { Migration } from '@mikro-orm/migrations';

export class Migration20261124083000_DeskAtScale extends Migration {

  override name = 'Migration20261124083000_DeskAtScale';

  // The Overview at a million enquiries (issue 20, decision 082): the weekly chart counts each of its 12 weeks
  // from an index of answered (non-spam) enquiries by time, and the median first response reads the last 30
  // days of responses from an index that carries the receipt time, both without touching the table.
  override up(): void | Promise<void> {
    this.addSql(`create index "inquiries_answered_created_at_index" on "inquiries" ("created_at") where "status" <> 'spam';`);
    this.addSql(`create index "inquiries_first_responded_at_index" on "inquiries" ("first_responded_at") include ("created_at") where "first_responded_at" is not null and "status" <> 'spam';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "inquiries_first_responded_at_index";`);
    this.addSql(`drop index "inquiries_answered_created_at_index";`);
  }

}
