import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150100_ProposalExchange extends Migration {

  override name = 'Migration20261126150100_ProposalExchange';

  // Issue 29, decision 151: a proposal converted from another currency keeps the rate it was converted at, so the
  // editor shows it and the send can compare the total with the trip's (dollar) prices.
  override up(): void | Promise<void> {
    this.addSql(`alter table "proposals" add "exchange" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "proposals" drop column "exchange";`);
  }
}
