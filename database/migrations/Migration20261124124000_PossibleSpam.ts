import { Migration } from '@mikro-orm/migrations';

export class Migration20261124124000_PossibleSpam extends Migration {

  override name = 'Migration20261124124000_PossibleSpam';

  // An enquiry the form's checks marked (decision 125): possible spam still gets its mails; one the
  // honeypot filed holds them back until staff move it out of spam. No index: both are read only with
  // rows already found by another one.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiries" add "spam_flag" varchar(20) null, add "spam_reason" varchar(300) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiries" drop column "spam_flag", drop column "spam_reason";`);
  }

}
