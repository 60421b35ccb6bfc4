import { Migration } from '@mikro-orm/migrations';

export class Migration20261124122000_CompanySettingsContent extends Migration {

  override name = 'Migration20261124122000_CompanySettingsContent';

  // The operator's details and the texts they edit (decision 115). The company row is written at the
  // first start after this migration, from the environment (SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL),
  // and from then on only under Settings; the check keeps it one row. The FAQ and Terms rows are
  // written from SPEC's texts when first read.
  override up(): void | Promise<void> {
    this.addSql(`create table "company_settings" ("id" smallint not null, "phone" varchar(40) not null, "whatsapp" varchar(15) null, "email" varchar(254) not null, "address" text null, "registration_number" varchar(60) null, "memberships" jsonb not null default '[]', "socials" jsonb not null default '[]', "bank" jsonb null, "updated_at" timestamptz not null, primary key ("id"), constraint "company_settings_one_row" check ("id" = 1));`);
    this.addSql(`create table "site_texts" ("key" varchar(40) not null, "items" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_settings" cascade;`);
    this.addSql(`drop table if exists "site_texts" cascade;`);
  }

}
