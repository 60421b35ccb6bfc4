import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150000_PaymentsInOtherCurrencies extends Migration {

  override name = 'Migration20261126150000_PaymentsInOtherCurrencies';

  // Issue 29, decision 150: rand that arrived against a dollar booking is recorded as it arrived and credited in
  // the booking's currency. `amount_minor`/`currency` stay the credited amount (every sum reads them); the two new
  // columns keep what arrived, set only when it was another currency.
  override up(): void | Promise<void> {
    this.addSql(`alter table "payments" add "received_minor" bigint null, add "received_currency" varchar(3) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop column "received_minor", drop column "received_currency";`);
  }
}
