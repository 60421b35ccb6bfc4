import { Migration } from '@mikro-orm/migrations';

export class Migration20261122204226_MailMessages extends Migration {

  override name = 'Migration20261122204226_MailMessages';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_messages" ("id" uuid not null, "inquiry_id" uuid not null, "template" varchar(20) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "body" text null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "message_id" varchar(300) null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "mail_messages_inquiry_id_index" on "mail_messages" ("inquiry_id");`);

    this.addSql(`alter table "mail_messages" add constraint "mail_messages_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_messages" cascade;`);
  }

}
