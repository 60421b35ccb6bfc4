import { Migration } from '@mikro-orm/migrations';

export class Migration20261129060000_ExchangeRateDays extends Migration {

  override name = 'Migration20261129060000_ExchangeRateDays';

  // Issue 42: the ECB's reference rates, one row a day, for the browser's approximate prices.
  override up(): void | Promise<void> {
    this.addSql(`create table "exchange_rate_days" ("day" date not null, "rates" jsonb not null, "fetched_at" timestamptz not null, "checked_at" timestamptz not null, primary key ("day"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "exchange_rate_days" cascade;`);
  }

}
