import { Migration } from '@mikro-orm/migrations';

export class Migration2026112811000_SupplierAddresses extends Migration {

  override name = 'Migration2026112811000_SupplierAddresses';

  // Issue 38, decision 171: the further addresses a supplier writes from; mail naming a reservation from any
  // other address than these and the supplier's own is held for staff.
  override up(): void | Promise<void> {
    this.addSql(`create table "supplier_addresses" ("id" uuid not null, "supplier_id" uuid not null, "email" varchar(254) not null, "added_by" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "supplier_addresses_supplier_email_unique" on "supplier_addresses" ("supplier_id", lower("email"));`);
    this.addSql(`alter table "supplier_addresses" add constraint "supplier_addresses_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_addresses" cascade;`);
  }

}
