import { Migration } from '@mikro-orm/migrations';

export class Migration2026112813000_ReviewsAfterTheTrip extends Migration {

  override name = 'Migration2026112813000_ReviewsAfterTheTrip';

  // Issue 38 (decision 177): an erased traveller's review link ends (410, not 404); a review photo's place is taken
  // before its file is decoded, so parallel uploads cannot pass the count; and the images taken out of storage are
  // remembered for a day or two, so the CDN purge names their URLs and an S3 store's files are deleted by the sweep.
  override up(): void | Promise<void> {
    this.addSql(`alter table "review_requests" add column "ended_at" timestamptz null;`);
    this.addSql(`create table "review_photo_slots" (
      "id" uuid not null default gen_random_uuid(),
      "review_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "review_photo_slots_pkey" primary key ("id"));`);
    this.addSql(`create index "review_photo_slots_review_id_index" on "review_photo_slots" ("review_id");`);
    this.addSql(`alter table "review_photo_slots" add constraint "review_photo_slots_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "removed_images" (
      "hash" varchar(32) not null,
      "widths" jsonb not null,
      "removed_at" timestamptz not null default now(),
      "files_removed_at" timestamptz null,
      constraint "removed_images_pkey" primary key ("hash"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "removed_images";`);
    this.addSql(`drop table if exists "review_photo_slots";`);
    this.addSql(`alter table "review_requests" drop column if exists "ended_at";`);
  }

}
