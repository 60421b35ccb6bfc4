import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000_OneOutbox extends Migration {

  override name = 'Migration20261126100000_OneOutbox';

  // Decision 140: one table for every mail. Travellers' mails leave the timeline's rows (which keep a `mail`
  // event naming the outbox row, with the same id, so Message-IDs `<id@domain>` and queued jobs still match)
  // and staff mails leave `staff_mails`. A queued mail keeps what it needs to render: the proposal version its
  // subject names, the booking its subject names, the password link its text holds.
  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_mails" ("id" uuid not null, "template" varchar(30) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "data" jsonb null, "inquiry_id" uuid null, "admin_id" uuid null, "status" varchar(20) not null default 'queued', "attempts" int not null default 0, "error" text null, "message_id" varchar(300) null, "claimed_at" timestamptz null, "failing_since" timestamptz null, "job_id" uuid null, "expires_at" timestamptz null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "outbox_mails" add constraint "outbox_mails_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`);
    this.addSql(`alter table "outbox_mails" add constraint "outbox_mails_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);
    this.addSql(`create index "outbox_mails_inquiry_id_index" on "outbox_mails" ("inquiry_id");`);
    this.addSql(`create index "outbox_mails_admin_id_index" on "outbox_mails" ("admin_id");`);
    this.addSql(`create index "outbox_mails_failing_since_index" on "outbox_mails" ("failing_since") where "failing_since" is not null;`);
    this.addSql(`create index "outbox_mails_message_id_index" on "outbox_mails" ("message_id") where "message_id" is not null;`);

    this.addSql(`insert into "outbox_mails" ("id", "template", "recipient", "subject", "data", "inquiry_id", "status", "attempts", "error", "message_id", "claimed_at", "failing_since", "job_id", "sent_at", "created_at")
      select e.id, e.mail_template, coalesce(e.mail_to, ''), coalesce(e.subject, ''),
        jsonb_strip_nulls(jsonb_build_object(
          'body', e.body,
          'proposalId', case when e.mail_template = 'proposal' then (select p.id from proposals p where p.inquiry_id = e.inquiry_id
            and p.version = coalesce(substring(e.subject from '\\(version (\\d+)\\)')::int, 1)) end,
          'version', case when e.mail_template = 'proposal' then coalesce(substring(e.subject from '\\(version (\\d+)\\)')::int, 1) end,
          'bookingId', case when e.mail_template in ('booking-confirmation', 'booking-alert', 'balance-reminder', 'booking-cancelled') then coalesce(
            (select b.id from bookings b where b.reference = substring(e.subject from 'AST-[2-9A-HJ-NP-Z]{4}')),
            (select b.id from bookings b where b.inquiry_id = e.inquiry_id order by b.created_at desc limit 1)) end)),
        e.inquiry_id, coalesce(e.mail_status, 'queued'), coalesce(e.mail_attempts, 0), e.error, e.message_id, e.mail_claimed_at, e.mail_failing_since, e.mail_job_id, e.sent_at, e.created_at
      from "inquiry_events" e where e.kind = 'mail';`);
    this.addSql(`alter table "inquiry_events" add "mail_id" uuid null;`);
    this.addSql(`alter table "inquiry_events" add constraint "inquiry_events_mail_id_foreign" foreign key ("mail_id") references "outbox_mails" ("id") on delete cascade;`);
    this.addSql(`update "inquiry_events" set "mail_id" = "id", "subject" = null, "body" = null, "error" = null, "message_id" = null, "sent_at" = null where "kind" = 'mail';`);

    this.addSql(`insert into "outbox_mails" ("id", "template", "recipient", "subject", "data", "admin_id", "status", "attempts", "error", "message_id", "claimed_at", "expires_at", "sent_at", "created_at")
      select m.id, m.template, m.recipient, m.subject,
        case when m.status = 'queued' and m.text is not null then jsonb_strip_nulls(jsonb_build_object(
          'username', a.username,
          'link', substring(m.text from '(https?://\\S+)'),
          'minutes', substring(m.text from 'for (\\d+) minutes')::int,
          'sentBy', substring(m.text from '\\n\\n(\\S+) sent you this link'))) end,
        m.admin_id, m.status, m.attempts, m.error, m.message_id, m.claimed_at, m.expires_at, m.sent_at, m.created_at
      from "staff_mails" m join "admins" a on a.id = m.admin_id;`);
    this.addSql(`drop table "staff_mails";`);

    this.addSql(`alter table "inquiry_events" drop column "mail_status", drop column "mail_template", drop column "mail_to", drop column "mail_attempts", drop column "mail_claimed_at", drop column "mail_failing_since", drop column "mail_job_id";`);
  }

  // Back to two paths: the timeline's mail rows take their state back, staff mails their table (their words are not
  // recovered: a queued password link is sent from `data` only, so one still queued is left expired).
  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" add "mail_status" varchar(20) null, add "mail_template" varchar(20) null, add "mail_to" varchar(254) null, add "mail_attempts" int null, add "mail_claimed_at" timestamptz null, add "mail_failing_since" timestamptz null, add "mail_job_id" uuid null;`);
    this.addSql(`update "inquiry_events" e set "mail_status" = m.status, "mail_template" = m.template, "mail_to" = m.recipient, "mail_attempts" = m.attempts, "mail_claimed_at" = m.claimed_at,
      "mail_failing_since" = m.failing_since, "mail_job_id" = m.job_id, "subject" = m.subject, "body" = m.data->>'body', "error" = m.error, "message_id" = m.message_id, "sent_at" = m.sent_at
      from "outbox_mails" m where m.id = e.mail_id;`);
    this.addSql(`create index "inquiry_events_mail_failing_since_index" on "inquiry_events" ("mail_failing_since") where "mail_failing_since" is not null;`);
    this.addSql(`create table "staff_mails" ("id" uuid not null, "admin_id" uuid not null, "template" varchar(30) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "text" text null, "html" text null, "status" varchar(20) not null default 'queued', "attempts" int not null default 0, "error" text null, "message_id" varchar(300) null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "staff_mails_admin_id_index" on "staff_mails" ("admin_id");`);
    this.addSql(`alter table "staff_mails" add constraint "staff_mails_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);
    this.addSql(`insert into "staff_mails" ("id", "admin_id", "template", "recipient", "subject", "status", "attempts", "error", "message_id", "sent_at", "expires_at", "created_at")
      select id, admin_id, template, recipient, subject, case when status = 'queued' then 'expired' else status end, attempts, error, message_id, sent_at, coalesce(expires_at, created_at), created_at
      from "outbox_mails" where admin_id is not null;`);
    this.addSql(`alter table "inquiry_events" drop column "mail_id";`);
    this.addSql(`drop table "outbox_mails";`);
  }

}
