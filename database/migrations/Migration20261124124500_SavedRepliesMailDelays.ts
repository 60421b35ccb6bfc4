import { Migration } from '@mikro-orm/migrations';

export class Migration20261124124500_SavedRepliesMailDelays extends Migration {

  override name = 'Migration20261124124500_SavedRepliesMailDelays';

  override up(): void | Promise<void> {
    // Replies staff reuse from the desk (decision 128); picked by name, so names are unique.
    this.addSql(`create table "saved_replies" ("id" uuid not null, "name" varchar(100) not null, "subject" varchar(200) not null, "body" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "saved_replies" add constraint "saved_replies_name_unique" unique ("name");`);

    // Since when a mail has been failing (cleared when it goes out or staff retry it), and the queue job
    // that retries it: the Overview says "mail delayed" after five minutes, with the job's next try
    // (decision 126). The partial index holds only failing mails, so that list stays small whatever
    // the timeline holds. Mails already retrying count from their creation.
    this.addSql(`alter table "inquiry_events" add "mail_failing_since" timestamptz null, add "mail_job_id" uuid null;`);
    this.addSql(`update "inquiry_events" set "mail_failing_since" = "created_at" where "kind" = 'mail' and "mail_status" <> 'sent' and "error" is not null;`);
    this.addSql(`create index "inquiry_events_mail_failing_since_index" on "inquiry_events" ("mail_failing_since") where "mail_failing_since" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "saved_replies" cascade;`);
    this.addSql(`drop index "inquiry_events_mail_failing_since_index";`);
    this.addSql(`alter table "inquiry_events" drop column "mail_failing_since", drop column "mail_job_id";`);
  }

}
