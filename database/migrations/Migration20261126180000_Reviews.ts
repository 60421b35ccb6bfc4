import { Migration } from '@mikro-orm/migrations';

export class Migration20261126180000_Reviews extends Migration {

  override name = 'Migration20261126180000_Reviews';

  // Issue 31 (decision 156): reviews from real trips. A request per booking (its link's nonce kept, its
  // token only hashed), a review per booking, its photos from the image store, and the operator's links to
  // review sites elsewhere. A trigger tells the render cache that public pages showing reviews changed,
  // whichever route, job or SQL wrote the row.
  override up(): void | Promise<void> {
    this.addSql(`create table "review_requests" (
      "id" uuid not null, "booking_id" uuid not null, "link_nonce" varchar(32) not null, "token_hash" varchar(64) not null,
      "sent_count" int not null default 0, "first_sent_at" timestamptz null, "reminded_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "review_requests_pkey" primary key ("id"));`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_booking_id_unique" unique ("booking_id");`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);

    this.addSql(`create table "reviews" (
      "id" uuid not null, "booking_id" uuid not null, "package_id" uuid null, "trip_name" varchar(200) not null,
      "travelled_on" date not null, "rating" smallint not null check ("rating" between 1 and 5),
      "guiding" smallint null check ("guiding" between 1 and 5), "lodges" smallint null check ("lodges" between 1 and 5),
      "value" smallint null check ("value" between 1 and 5),
      "title" varchar(120) not null, "text" text not null, "name" varchar(80) not null, "country" varchar(60) not null,
      "consent_at" timestamptz not null,
      "withheld_reason" varchar(20) null check ("withheld_reason" in ('abuse', 'personal-data', 'off-topic', 'not-this-trip')),
      "withheld_at" timestamptz null, "withheld_by" varchar(100) null,
      "reply" text null, "replied_at" timestamptz null, "replied_by" varchar(100) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "reviews_pkey" primary key ("id"));`);
    this.addSql(`alter table "reviews" add constraint "reviews_booking_id_unique" unique ("booking_id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete set null;`);
    this.addSql(`create index "reviews_published_idx" on "reviews" ("created_at" desc, "id") where "withheld_at" is null;`);
    this.addSql(`create index "reviews_package_published_idx" on "reviews" ("package_id", "created_at" desc) where "withheld_at" is null;`);

    this.addSql(`create table "review_photos" (
      "review_id" uuid not null, "image_id" uuid not null, "position" smallint not null,
      constraint "review_photos_pkey" primary key ("review_id", "image_id"));`);
    this.addSql(`alter table "review_photos" add constraint "review_photos_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on delete cascade;`);
    this.addSql(`alter table "review_photos" add constraint "review_photos_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete cascade;`);

    this.addSql(`alter table "company_settings" add "review_links" jsonb not null default '[]';`);

    this.addSql(`create or replace function "reviews_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_content_changed', 'db:' || TG_TABLE_NAME);
        return null;
      end $$;`);
    this.addSql(`create trigger "reviews_changed" after insert or update or delete on "reviews" for each statement execute function "reviews_changed"();`);
    this.addSql(`create trigger "review_photos_changed" after insert or update or delete on "review_photos" for each statement execute function "reviews_changed"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "review_photos_changed" on "review_photos";`);
    this.addSql(`drop trigger "reviews_changed" on "reviews";`);
    this.addSql(`drop function "reviews_changed"();`);
    this.addSql(`alter table "company_settings" drop column "review_links";`);
    this.addSql(`drop table "review_photos";`);
    this.addSql(`drop table "reviews";`);
    this.addSql(`drop table "review_requests";`);
  }
}
