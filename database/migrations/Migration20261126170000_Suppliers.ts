import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170000_Suppliers extends Migration {

  override name = 'Migration20261126170000_Suppliers';

  // Issue 30: the lodges, camps and transfers reservations are requested from. Trip stops name one by
  // `supplierId` inside their JSON, so no column changes there.
  override up(): void | Promise<void> {
    this.addSql(`create table "suppliers" ("id" uuid not null, "name" varchar(200) not null, "kind" text check ("kind" in ('lodge', 'camp', 'hotel', 'transfer', 'flight', 'guide', 'other')) not null default 'lodge', "email" varchar(254) not null, "phone" varchar(40) null, "address" text null, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "suppliers" add constraint "suppliers_name_unique" unique ("name");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "suppliers" cascade;`);
  }

}
