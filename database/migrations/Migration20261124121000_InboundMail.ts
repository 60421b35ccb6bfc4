import { Migration } from '@mikro-orm/migrations';

export class Migration20261124121000_InboundMail extends Migration {

  override name = 'Migration20261124121000_InboundMail';

  // Issue 21's inbound mail (decisions 110-114): a short reference per enquiry (AST-1001 on), numbered in the
  // order the enquiries came; the traveller's answers on the timeline (their Message-ID unique, so a mail
  // read twice is stored once); our own Message-IDs indexed, since an answer is matched by them; the
  // answers' attachments; and the mailbox's state for the Overview.
  override up(): void | Promise<void> {
    this.addSql(`create sequence "inquiries_reference_seq" start with 1001 owned by none;`);
    this.addSql(`alter table "inquiries" add column "reference" integer null;`);
    this.addSql(`update "inquiries" set "reference" = numbered.n from (select "id", 1000 + row_number() over (order by "created_at", "id") as n from "inquiries") as numbered where "inquiries"."id" = numbered."id";`);
    this.addSql(`select setval('inquiries_reference_seq', greatest((select max("reference") from "inquiries"), 1000) + 1, false);`);
    this.addSql(`alter table "inquiries" alter column "reference" set default nextval('inquiries_reference_seq'), alter column "reference" set not null;`);
    this.addSql(`alter sequence "inquiries_reference_seq" owned by "inquiries"."reference";`);
    this.addSql(`alter table "inquiries" add constraint "inquiries_reference_unique" unique ("reference");`);

    this.addSql(`alter table "inquiry_events" add column "quoted" text null, add column "attachments" jsonb null;`);
    this.addSql(`create unique index "inquiry_events_inbound_message_id_unique" on "inquiry_events" ("message_id") where "kind" = 'inbound';`);
    this.addSql(`create index "inquiry_events_mail_message_id_index" on "inquiry_events" ("message_id") where "kind" = 'mail';`);

    this.addSql(`create table "inbound_attachments" ("id" uuid not null, "inquiry_id" uuid not null, "event_id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(255) not null, "size" int not null, "data" bytea not null, "created_at" timestamptz not null, constraint "inbound_attachments_pkey" primary key ("id"));`);
    this.addSql(`create index "inbound_attachments_inquiry_id_index" on "inbound_attachments" ("inquiry_id");`);
    this.addSql(`create index "inbound_attachments_event_id_index" on "inbound_attachments" ("event_id");`);
    this.addSql(`alter table "inbound_attachments" add constraint "inbound_attachments_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
    this.addSql(`alter table "inbound_attachments" add constraint "inbound_attachments_event_id_foreign" foreign key ("event_id") references "inquiry_events" ("id") on delete cascade;`);

    this.addSql(`create table "mailbox_status" ("id" smallint not null, "mailbox" varchar(300) not null, "reachable" boolean not null, "failing_since" timestamptz null, "last_error" text null, "checked_at" timestamptz not null, constraint "mailbox_status_pkey" primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mailbox_status";`);
    this.addSql(`drop table if exists "inbound_attachments";`);
    this.addSql(`drop index "inquiry_events_mail_message_id_index";`);
    this.addSql(`drop index "inquiry_events_inbound_message_id_unique";`);
    this.addSql(`alter table "inquiry_events" drop column "attachments", drop column "quoted";`);
    this.addSql(`alter table "inquiries" drop column "reference";`);
  }

}
