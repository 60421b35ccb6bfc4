import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040000_InboundGuard extends Migration {

  override name = 'Migration20261126040000_InboundGuard';

  // Issue 27 (decision 136): an answer is the traveller's only from their address or one staff added; anything
  // else is held. An answer is the same mail again only when its Message-ID, sender and body digest all agree,
  // so a reused Message-ID no longer drops a different mail. Old answers keep null sender and digest: a
  // unique index treats nulls as distinct, so they never block a new one.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" add column "mail_from" varchar(254) null, add column "body_digest" varchar(64) null;`);
    this.addSql(`drop index "inquiry_events_inbound_message_id_unique";`);
    this.addSql(`create unique index "inquiry_events_inbound_identity_unique" on "inquiry_events" ("message_id", "mail_from", "body_digest") where "kind" in ('inbound', 'inbound-held');`);
    // The Overview lists held mail waiting for staff; few rows of a large table.
    this.addSql(`create index "inquiry_events_held_index" on "inquiry_events" ("created_at") where "kind" = 'inbound-held';`);
    this.addSql(`create table "inquiry_addresses" ("id" uuid not null, "inquiry_id" uuid not null, "email" varchar(254) not null, "added_by" varchar(100) null, "created_at" timestamptz not null, constraint "inquiry_addresses_pkey" primary key ("id"));`);
    this.addSql(`alter table "inquiry_addresses" add constraint "inquiry_addresses_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
    this.addSql(`create unique index "inquiry_addresses_inquiry_email_unique" on "inquiry_addresses" ("inquiry_id", lower("email"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inquiry_addresses";`);
    this.addSql(`drop index "inquiry_events_held_index";`);
    this.addSql(`drop index "inquiry_events_inbound_identity_unique";`);
    this.addSql(`delete from "inquiry_events" where "kind" = 'inbound-held';`);
    this.addSql(`create unique index "inquiry_events_inbound_message_id_unique" on "inquiry_events" ("message_id") where "kind" = 'inbound';`);
    this.addSql(`alter table "inquiry_events" drop column "mail_from", drop column "body_digest";`);
  }

}
