import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090000_PaymentEventsInMinorUnits extends Migration {

  override name = 'Migration20261127090000_PaymentEventsInMinorUnits';

  // Issue 29: a payment's timeline entry keeps what arrived in another currency in minor units, as every other
  // amount is kept (`received: { amountMinor, currency }`). Entries written before kept major units
  // (`received: { amount }`), which the timeline's words would show as NaN. Every currency a payment can be in
  // (PROPOSAL_CURRENCIES: USD, ZAR, EUR, GBP) has two minor digits, so the factor is 100, rounded as `toMinor`.
  override up(): void | Promise<void> {
    this.addSql(`update "inquiry_events" set "data" = jsonb_set("data", '{received}', jsonb_build_object(
        'amountMinor', round(("data"->'received'->>'amount')::numeric * 100)::bigint, 'currency', "data"->'received'->'currency'))
      where "kind" = 'payment' and jsonb_typeof("data"->'received') = 'object' and "data"->'received' ? 'amount';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "inquiry_events" set "data" = jsonb_set("data", '{received}', jsonb_build_object(
        'amount', ("data"->'received'->>'amountMinor')::numeric / 100, 'currency', "data"->'received'->'currency'))
      where "kind" = 'payment' and jsonb_typeof("data"->'received') = 'object' and "data"->'received' ? 'amountMinor';`);
  }

}
