import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030000_EnquiryParty extends Migration {

  override name = 'Migration20261129030000_EnquiryParty';

  // Issue 40: the party an enquiry names (adults, children's ages, the country they live in), for its first price.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiries" add column "adults" smallint null, add column "children_ages" jsonb null, add column "country" varchar(2) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiries" drop column "adults", drop column "children_ages", drop column "country";`);
  }

}
