import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170200_VouchersAndPacks extends Migration {

  override name = 'Migration20261126170200_VouchersAndPacks';

  // Issue 30: the 24-hour emergency number (a company setting), a booking's vouchers released early by an owner,
  // and the traveller's pack: its link (nonce and SHA-256 only) and when it was mailed.
  override up(): void | Promise<void> {
    this.addSql(`alter table "company_settings" add "emergency_phone" varchar(40) null;`);
    this.addSql(`alter table "bookings" add "vouchers_released_at" timestamptz null, add "vouchers_released_by" varchar(100) null;`);
    this.addSql(`create table "trip_packs" ("booking_id" uuid not null, "link_nonce" varchar(32) not null, "token_hash" varchar(64) not null, "valid_until" date not null, "first_sent_at" timestamptz null, "sent_count" int not null default 0, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("booking_id"));`);
    this.addSql(`alter table "trip_packs" add constraint "trip_packs_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "trip_packs" add constraint "trip_packs_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trip_packs" cascade;`);
    this.addSql(`alter table "bookings" drop column "vouchers_released_at", drop column "vouchers_released_by";`);
    this.addSql(`alter table "company_settings" drop column "emergency_phone";`);
  }

}
