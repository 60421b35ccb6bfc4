import { Migration } from '@mikro-orm/migrations';

export class Migration20261124123000_RolesPasswordReset extends Migration {

  override name = 'Migration20261124123000_RolesPasswordReset';

  // Roles (decision 120): every account that exists before this migration becomes an owner, so nobody
  // loses access on upgrade; accounts created afterwards are staff unless an owner says otherwise.
  // Password links (decision 121) keep only their token's hash; staff mail (decision 122) has its own
  // table because inquiry_events belong to an enquiry.
  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add "role" text check ("role" in ('owner', 'staff')) not null default 'owner';`);
    this.addSql(`alter table "admins" alter column "role" set default 'staff';`);

    this.addSql(`create table "password_resets" ("id" uuid not null, "admin_id" uuid not null, "token_hash" varchar(64) not null, "requested_by" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_admin_id_created_at_index" on "password_resets" ("admin_id", "created_at");`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);

    this.addSql(`create table "staff_mails" ("id" uuid not null, "admin_id" uuid not null, "template" varchar(30) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "text" text null, "html" text null, "status" varchar(20) not null default 'queued', "attempts" int not null default 0, "error" text null, "message_id" varchar(300) null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "staff_mails_admin_id_index" on "staff_mails" ("admin_id");`);
    this.addSql(`alter table "staff_mails" add constraint "staff_mails_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_mails" cascade;`);
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`alter table "admins" drop column "role";`);
  }

}
