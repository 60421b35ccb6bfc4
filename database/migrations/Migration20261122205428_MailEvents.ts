import { Migration } from '@mikro-orm/migrations';

export class Migration20261122205428_MailEvents extends Migration {

  override name = 'Migration20261122205428_MailEvents';

  // Only the mail columns: the desk's trigram index is created by hand in its own migration, so the
  // generator, which cannot see it in the entities, proposed dropping it; that line was removed.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" add "mail_template" varchar(20) null, add "mail_to" varchar(254) null, add "mail_attempts" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" drop column "mail_template", drop column "mail_to", drop column "mail_attempts";`);
  }

}
