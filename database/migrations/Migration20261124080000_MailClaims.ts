import { Migration } from '@mikro-orm/migrations';

export class Migration20261124080000_MailClaims extends Migration {

  override name = 'Migration20261124080000_MailClaims';

  // When a worker took a mail to send it (decision 037): the claim is committed before the SMTP
  // exchange, so no transaction stays open across it, and a claim older than a send can last is a
  // crashed worker's, which the next attempt takes over.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" add "mail_claimed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" drop column "mail_claimed_at";`);
  }

}
