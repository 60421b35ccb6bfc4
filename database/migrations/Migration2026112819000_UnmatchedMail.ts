import { Migration } from '@mikro-orm/migrations';

export class Migration2026112819000_UnmatchedMail extends Migration {

  override name = 'Migration2026112819000_UnmatchedMail';

  // Issue 39, R11: mail in the desk's mailbox that names no enquiry or booking, kept 30 days for staff.
  override up(): void | Promise<void> {
    this.addSql(`create table "unmatched_mails" ("id" uuid not null, "sender" varchar(300) not null, "mail_from" varchar(254) null, "subject" varchar(300) not null, "excerpt" varchar(500) not null, "message_id" varchar(300) not null, "body_digest" varchar(64) not null, "received_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "unmatched_mails_identity_unique" on "unmatched_mails" ("message_id", coalesce("mail_from", ''), "body_digest");`);
    this.addSql(`create index "unmatched_mails_received_at_index" on "unmatched_mails" ("received_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "unmatched_mails" cascade;`);
  }

}
