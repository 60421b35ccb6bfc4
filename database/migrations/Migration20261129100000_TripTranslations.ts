import { Migration } from '@mikro-orm/migrations';

export class Migration20261129100000_TripTranslations extends Migration {

  override name = 'Migration20261129100000_TripTranslations';

  // Issue 42 (decision 204): a trip's German texts, one row per trip and language, written whole by the editor like
  // the trip's own jsonb documents. `reviewed` holds a mark per field (and per day); the page is German only when all are set.
  override up(): void | Promise<void> {
    this.addSql(`create table "package_translations" (
      "package_id" uuid not null references "packages" ("id") on delete cascade,
      "locale" varchar(5) not null check ("locale" in ('de')),
      "name" varchar(200) not null,
      "description" text not null default '',
      "itinerary" jsonb not null default '[]',
      "included" jsonb not null default '[]',
      "excluded" jsonb not null default '[]',
      "reviewed" jsonb not null,
      "updated_at" timestamptz not null default now(),
      primary key ("package_id", "locale"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "package_translations";`);
  }

}
