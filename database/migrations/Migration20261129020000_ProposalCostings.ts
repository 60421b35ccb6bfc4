import { Migration } from '@mikro-orm/migrations';

export class Migration20261129020000_ProposalCostings extends Migration {

  override name = 'Migration20261129020000_ProposalCostings';

  // Issue 40: what a proposal version was priced from (rate-card versions, fee rows, rates, Settings) and its cost,
  // sell and margin per line; one row per version, gone with the version.
  override up(): void | Promise<void> {
    this.addSql(`create table "proposal_costings" ("proposal_id" uuid not null, "input" jsonb not null, "settings" jsonb not null, "priced_on" date not null, "rate_cards" jsonb not null, "park_fee_ids" jsonb not null, "fx" jsonb not null, "lines" jsonb not null, "cost_minor" bigint not null, "sell_minor" bigint not null, "margin_minor" bigint not null, "priced_by" varchar(100) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("proposal_id"));`);
    this.addSql(`alter table "proposal_costings" add constraint "proposal_costings_proposal_id_foreign" foreign key ("proposal_id") references "proposals" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "proposal_costings" cascade;`);
  }

}
