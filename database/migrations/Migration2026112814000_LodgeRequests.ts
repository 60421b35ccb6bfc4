import { Migration } from '@mikro-orm/migrations';

export class Migration2026112814000_LodgeRequests extends Migration {

  override name = 'Migration2026112814000_LodgeRequests';

  // Issue 39: a lodge's request names the lead first and says what the lodge needs (rooms, arrival, diets,
  // allergies, requests); a confirmation without a number says why; staff's "Request another lodge" links the
  // reservation to the one that replaces it; "Send the updated rooming list" is offered once guest details
  // change after the last list sent.
  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations"
      add column "rooms" jsonb not null default '{"double":0,"twin":0,"single":0,"triple":0}',
      add column "arrival_time" varchar(5) null,
      add column "arrival_by" varchar(10) null,
      add column "arrival_details" varchar(300) null,
      add column "diets" text null,
      add column "allergies" text null,
      add column "special_requests" text null,
      add column "no_reference_reason" varchar(300) null,
      add column "rooming_sent_at" timestamptz null,
      add column "replaced_by_id" uuid null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_replaced_by_id_foreign" foreign key ("replaced_by_id") references "reservations" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "reservations_replaced_by_id_index" on "reservations" ("replaced_by_id");`);
    // The rooms a party of its size would be given by default (reservation-drafts.ts's roomsForParty).
    this.addSql(`update "reservations" r set "rooms" = jsonb_build_object('double', p."adults" / 2, 'twin', (p."children" + 1) / 2, 'single', p."adults" % 2, 'triple', 0)
      from "bookings" b join "proposals" p on p."id" = b."proposal_id" where b."id" = r."booking_id";`);
    // Reservations drafted before copied only the other travellers: the lead goes first, unless erased or listed already.
    this.addSql(`update "reservations" r set "travellers" = jsonb_build_array(b."lead_name") || r."travellers"
      from "bookings" b where b."id" = r."booking_id" and b."erased_at" is null and btrim(b."lead_name") <> '' and not r."travellers" @> jsonb_build_array(b."lead_name");`);
  }

  // Back to the columns before; the lead stays at the head of each list (harmless to the code before).
  override down(): void | Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_replaced_by_id_foreign";`);
    this.addSql(`alter table "reservations" drop column "rooms", drop column "arrival_time", drop column "arrival_by", drop column "arrival_details", drop column "diets",
      drop column "allergies", drop column "special_requests", drop column "no_reference_reason", drop column "rooming_sent_at", drop column "replaced_by_id";`);
  }

}
