import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030001_TripPriceCurrency extends Migration {

  override name = 'Migration20261129030001_TripPriceCurrency';

  // Issue 40: a trip's prices are in a currency of their own; every trip priced before was priced in US dollars.
  override up(): void | Promise<void> {
    this.addSql(`alter table "packages" add column "price_currency" varchar(3) not null default 'USD';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "packages" drop column "price_currency";`);
  }

}
