import { Migration } from '@mikro-orm/migrations';

export class Migration20261129080000_EnquiryLocale extends Migration {

  override name = 'Migration20261129080000_EnquiryLocale';

  // Issue 42: the traveller's language, which every automatic mail and token page to them is written in. Every
  // enquiry before it was sent from the English site, so the default is also the truth for existing rows.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiries" add column "locale" varchar(5) not null default 'en';`);
    this.addSql(`alter table "inquiries" add constraint "inquiries_locale_check" check ("locale" in ('en', 'de'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiries" drop column if exists "locale";`);
  }

}
