import { Migration } from '@mikro-orm/migrations';

export class Migration20261121170629_Initial extends Migration {

  override name = 'Migration20261121170629_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "admins" ("id" uuid not null, "username" varchar(100) not null, "password" varchar(300) not null, "email" varchar(254) not null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "admins" add constraint "admins_username_unique" unique ("username");`);
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);

    this.addSql(`create table "gallery_folders" ("id" uuid not null, "name" varchar(200) not null, "description" text null, "cover_image_url" varchar(2000) null, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "galleries" ("id" uuid not null, "folder_id" uuid not null, "name" varchar(200) not null, "description" text null, "cover_image_url" varchar(2000) null, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "galleries_folder_id_index" on "galleries" ("folder_id");`);

    this.addSql(`create table "gallery_items" ("id" uuid not null, "title" varchar(200) not null, "description" text null, "type" varchar(40) not null, "url" varchar(2000) not null, "category" varchar(60) not null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "gallery_photos" ("id" uuid not null, "gallery_id" uuid not null, "title" varchar(200) not null, "description" text null, "image_url" varchar(2000) not null, "thumbnail_url" varchar(2000) null, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "gallery_photos_gallery_id_index" on "gallery_photos" ("gallery_id");`);

    this.addSql(`create table "inquiries" ("id" uuid not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "package_type" varchar(40) not null, "group_size" varchar(20) not null, "arrival_date" date null, "departure_date" date null, "message" text not null, "phone" varchar(40) null, "safari_type" varchar(40) null, "budget_range" varchar(40) null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "packages" ("id" uuid not null, "name" varchar(200) not null, "type" varchar(60) not null, "price" numeric(12,2) not null default 0, "duration" varchar(100) not null, "description" text not null, "features" jsonb not null, "accommodation" varchar(200) not null, "group_size" varchar(100) not null, "image_url" varchar(2000) null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "hits" int not null, "reset_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "sessions" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz(6) not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "testimonials" ("id" uuid not null, "name" varchar(120) not null, "country" varchar(120) not null, "rating" int not null, "comment" text not null, "package_type" varchar(60) null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "users" ("id" uuid not null, "username" varchar(100) not null, "password" varchar(300) not null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(`alter table "galleries" add constraint "galleries_folder_id_foreign" foreign key ("folder_id") references "gallery_folders" ("id") on delete cascade;`);

    this.addSql(`alter table "gallery_photos" add constraint "gallery_photos_gallery_id_foreign" foreign key ("gallery_id") references "galleries" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "galleries" drop constraint "galleries_folder_id_foreign";`);
    this.addSql(`alter table "gallery_photos" drop constraint "gallery_photos_gallery_id_foreign";`);

    this.addSql(`drop table if exists "admins" cascade;`);
    this.addSql(`drop table if exists "gallery_folders" cascade;`);
    this.addSql(`drop table if exists "galleries" cascade;`);
    this.addSql(`drop table if exists "gallery_items" cascade;`);
    this.addSql(`drop table if exists "gallery_photos" cascade;`);
    this.addSql(`drop table if exists "inquiries" cascade;`);
    this.addSql(`drop table if exists "packages" cascade;`);
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "testimonials" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
