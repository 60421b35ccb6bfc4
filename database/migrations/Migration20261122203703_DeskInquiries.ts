import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203703_DeskInquiries extends Migration {

  override name = 'Migration20261122203703_DeskInquiries';

  override up(): void | Promise<void> {
    this.addSql(`create table "inquiry_events" ("id" uuid not null, "inquiry_id" uuid not null, "kind" varchar(20) not null, "author" varchar(100) null, "from_status" varchar(20) null, "to_status" varchar(20) null, "body" text null, "created_at" timestamptz not null, "subject" varchar(300) null, "mail_status" varchar(20) null, "message_id" varchar(300) null, "error" text null, "sent_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "inquiry_events_inquiry_id_created_at_index" on "inquiry_events" ("inquiry_id", "created_at");`);

    this.addSql(`create table "inquiry_idempotency_keys" ("key" varchar(200) not null, "inquiry_id" uuid not null, "created_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "inquiry_idempotency_keys_inquiry_id_index" on "inquiry_idempotency_keys" ("inquiry_id");`);
    this.addSql(`create index "inquiry_idempotency_keys_created_at_index" on "inquiry_idempotency_keys" ("created_at");`);

    this.addSql(`alter table "inquiries" add "first_responded_at" timestamptz null, add "landing_page" varchar(500) null, add "referrer" varchar(500) null, add "utm_source" varchar(100) null, add "utm_medium" varchar(100) null, add "utm_campaign" varchar(100) null, add "form" varchar(100) null;`);
    this.addSql(`create index "inquiries_status_created_at_index" on "inquiries" ("status", "created_at");`);
    this.addSql(`create index "inquiries_created_at_index" on "inquiries" ("created_at");`);

    // The desk's search (a substring of name, e-mail or message) uses a trigram index where the server
    // offers pg_trgm (a trusted extension since PostgreSQL 13); where it does not, the search scans instead.
    // The indexed expression is the one InquiriesRepository.search filters on.
    this.addSql(`do $$ begin
      create extension if not exists pg_trgm;
      create index if not exists "inquiries_search_trgm_index" on "inquiries"
        using gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "message") gin_trgm_ops);
    exception when others then
      raise notice 'pg_trgm unavailable (%): the enquiry search scans instead', sqlerrm;
    end $$;`);

    this.addSql(`alter table "inquiry_events" add constraint "inquiry_events_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);

    this.addSql(`alter table "inquiry_idempotency_keys" add constraint "inquiry_idempotency_keys_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inquiry_events" cascade;`);
    this.addSql(`drop table if exists "inquiry_idempotency_keys" cascade;`);

    this.addSql(`drop index if exists "inquiries_search_trgm_index";`);
    this.addSql(`drop index "inquiries_status_created_at_index";`);
    this.addSql(`drop index "inquiries_created_at_index";`);
    this.addSql(`alter table "inquiries" drop column "first_responded_at", drop column "landing_page", drop column "referrer", drop column "utm_source", drop column "utm_medium", drop column "utm_campaign", drop column "form";`);
  }

}
