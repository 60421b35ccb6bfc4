import { Migration } from '@mikro-orm/migrations';

const SANPARKS = 'https://www.sanparks.org/parks/kruger/tourism/tariffs';
const NAROK = 'https://www.narok.go.ke';
const TANAPA = 'https://www.tanzaniaparks.go.tz';

type Row = [park: string, parkName: string, authority: string, tier: string, fromAge: number, toAge: number | null, amountMinor: number, currency: string, from: string, to: string | null, counting: string, source: string, note: string];

const kruger = (from: string, to: string, amounts: Record<string, [number, number]>, note: string): Row[] =>
  Object.entries(amounts).flatMap(([tier, [adult, child]]): Row[] => [
    ['kruger', 'Kruger National Park', 'SANParks', tier, 12, null, adult, 'ZAR', from, to, 'per-night', SANPARKS, `Daily conservation fee, adults; ${note}`],
    ['kruger', 'Kruger National Park', 'SANParks', tier, 2, 11, child, 'ZAR', from, to, 'per-night', SANPARKS, `Daily conservation fee, children 2-11; ${note}`],
    ['kruger', 'Kruger National Park', 'SANParks', tier, 0, 1, 0, 'ZAR', from, to, 'per-night', SANPARKS, `Under 2 free; ${note}`],
  ]);

const mara = (fromAge: number, toAge: number | null, amount: number, from: string, to: string, note: string): Row =>
  ['masai-mara', 'Masai Mara National Reserve', 'Narok County', 'non-resident', fromAge, toAge, amount, 'USD', from, to, 'per-day', NAROK, `Narok County conservation fee, non-residents; ${note}`];

const serengeti = (fromAge: number, toAge: number | null, amount: number, from: string, to: string, note: string): Row =>
  ['serengeti', 'Serengeti National Park', 'TANAPA', 'non-resident', fromAge, toAge, amount, 'USD', from, to, 'per-24h', TANAPA, `TANAPA conservation fee, non-residents, per 24 hours; ${note}`];

/** Issue 40's fees, each row with its source, so every install prices parks from its first start. */
const SEEDED: Row[] = [
  ...kruger('2024-11-01', '2025-10-31', { 'sa-resident': [12_800, 6_100], sadc: [25_700, 12_800], international: [53_500, 26_700] }, 'tariff year 1 Nov 2024 - 31 Oct 2025'),
  ...kruger('2025-11-01', '2026-10-31', { 'sa-resident': [13_400, 6_700], sadc: [27_500, 13_700], international: [60_200, 30_000] }, 'tariff year 1 Nov 2025 - 31 Oct 2026'),
  mara(18, null, 10_000, '2026-01-01', '2026-06-30', 'adults, 1 January - 30 June'),
  mara(18, null, 20_000, '2026-07-01', '2026-12-31', 'adults, 1 July - 31 December'),
  mara(9, 17, 5_000, '2026-01-01', '2026-12-31', 'children 9-17'),
  mara(0, 8, 0, '2026-01-01', '2026-12-31', 'under 9 free'),
  serengeti(16, null, 7_000, '2025-05-16', '2026-03-14', 'adults, high season 16 May - 14 March'),
  serengeti(16, null, 6_000, '2026-03-15', '2026-05-15', 'adults, 15 March - 15 May'),
  serengeti(16, null, 7_000, '2026-05-16', '2027-03-14', 'adults, high season 16 May - 14 March'),
  serengeti(5, 15, 2_000, '2025-05-16', '2027-03-14', 'children 5-15'),
  serengeti(0, 4, 0, '2025-05-16', '2027-03-14', 'under 5 free'),
];

const literal = (value: string | number | null) => (value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

export class Migration2026112818000_CostSide extends Migration {

  override name = 'Migration2026112818000_CostSide';

  // Issue 40 (decision 183): rate cards with immutable versions, park fees as dated rows (seeded here so every
  // install has them), and Settings' pricing in one row.
  override up(): void | Promise<void> {
    this.addSql(`create table "rate_cards" ("id" uuid not null, "supplier_id" uuid not null references "suppliers" ("id"), "name" varchar(120) not null, "currency" varchar(3) not null, "valid_from" date not null, "valid_to" date not null, "version" int not null check ("version" >= 1), "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "rate_cards_supplier_id_index" on "rate_cards" ("supplier_id");`);
    this.addSql(`create table "rate_card_versions" ("id" uuid not null, "rate_card_id" uuid not null references "rate_cards" ("id"), "version" int not null, "content" jsonb not null, "created_by" varchar(100) null, "created_at" timestamptz not null, primary key ("id"), constraint "rate_card_versions_card_version_unique" unique ("rate_card_id", "version"));`);
    // A version a proposal was priced from never changes: the database refuses to change or remove one.
    this.addSql(`create function "rate_card_versions_immutable"() returns trigger language plpgsql as $$ begin raise exception 'rate card versions are never changed or deleted' using errcode = 'P0001'; end $$;`);
    this.addSql(`create trigger "rate_card_versions_immutable" before update or delete on "rate_card_versions" for each row execute function "rate_card_versions_immutable"();`);
    this.addSql(`create table "park_fees" ("id" uuid not null default gen_random_uuid(), "park_id" varchar(60) not null, "park_name" varchar(120) not null, "authority" varchar(120) not null, "tier" varchar(20) not null check ("tier" in ('sa-resident', 'sadc', 'international', 'ea-citizen', 'ea-resident', 'non-resident')), "from_age" int not null check ("from_age" >= 0), "to_age" int null check ("to_age" is null or "to_age" >= "from_age"), "amount_minor" bigint not null check ("amount_minor" >= 0), "currency" varchar(3) not null, "effective_from" date not null, "effective_to" date null check ("effective_to" is null or "effective_to" >= "effective_from"), "counting" varchar(10) not null check ("counting" in ('per-night', 'per-day', 'per-24h')), "source" text not null, "note" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "park_fees_park_id_effective_from_index" on "park_fees" ("park_id", "effective_from");`);
    const values = SEEDED.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
    this.addSql(`insert into "park_fees" ("park_id", "park_name", "authority", "tier", "from_age", "to_age", "amount_minor", "currency", "effective_from", "effective_to", "counting", "source", "note") values\n${values};`);
    this.addSql(`create table "pricing_settings" ("id" int not null check ("id" = 1), "default_markup_percent" numeric(7,2) not null, "fx_buffer_percent" numeric(5,2) not null, "rates" jsonb not null, "indicative_prices" boolean not null, "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`insert into "pricing_settings" ("id", "default_markup_percent", "fx_buffer_percent", "rates", "indicative_prices") values (1, 20, 3, '[]', true);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pricing_settings";`);
    this.addSql(`drop table if exists "park_fees";`);
    this.addSql(`drop table if exists "rate_card_versions";`);
    this.addSql(`drop function if exists "rate_card_versions_immutable"();`);
    this.addSql(`drop table if exists "rate_cards";`);
  }

}
