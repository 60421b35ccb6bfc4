import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203938_ContentImagesAuditAccounts extends Migration {

  override name = 'Migration20261122203938_ContentImagesAuditAccounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" uuid not null, "at" timestamptz not null, "actor_id" uuid null, "actor_name" varchar(100) not null, "action" varchar(40) not null, "kind" varchar(40) not null, "record_type" varchar(60) not null, "record_id" varchar(100) null, "label" varchar(200) null, "changes" jsonb null, "ip" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_kind_index" on "audit_log" ("kind");`);

    this.addSql(`create table "images" ("id" uuid not null, "hash" varchar(32) not null, "width" int not null, "height" int not null, "widths" jsonb not null, "original_name" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "images" add constraint "images_hash_unique" unique ("hash");`);

    this.addSql(`create table "image_files" ("key" varchar(80) not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`alter table "admins" add "must_change_password" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
    this.addSql(`drop table if exists "image_files" cascade;`);

    this.addSql(`alter table "admins" drop column "must_change_password";`);
  }

}
