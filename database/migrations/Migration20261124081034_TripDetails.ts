import { Migration } from '@mikro-orm/migrations';

export class Migration20261124081034_TripDetails extends Migration {

  override name = 'Migration20261124081034_TripDetails';

  // Generated, then edited: existing packages get a slug from their name (lower case, runs of anything
  // but a-z and 0-9 become one dash, common accents dropped, apostrophes removed, "&" reads "and", at most 80 characters, "trip" when nothing is left),
  // de-duplicated oldest first with -2, -3… as lib/domain/catalogue/trip.ts does for new trips. The generator also proposed
  // dropping the desk's trigram index, which it cannot see in the entities (see MailEvents); that was removed.
  override up(): void | Promise<void> {
    this.addSql(`create table "package_slugs" ("slug" varchar(100) not null, "package_id" uuid not null, "created_at" timestamptz not null, primary key ("slug"));`);
    this.addSql(`create index "package_slugs_package_id_index" on "package_slugs" ("package_id");`);

    this.addSql(`alter table "packages" add "slug" varchar(100) null, add "itinerary" jsonb not null default '[]', add "included" jsonb not null default '[]', add "excluded" jsonb not null default '[]', add "seasons" jsonb not null default '[]', add "departures" jsonb not null default '[]', add "single_supplement" numeric(12,2) null;`);
    this.addSql(`do $$
      declare
        row record;
        base text;
        candidate text;
        n int;
      begin
        for row in select "id", "name" from "packages" order by "created_at", "id" loop
          base := trim(both '-' from regexp_replace(lower(translate(replace(row."name", '&', ' and '), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿ’''', 'AAAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaaceeeeiiiinoooooouuuuyy')), '[^a-z0-9]+', '-', 'g'));
          base := trim(trailing '-' from left(base, 80));
          if base = '' then base := 'trip'; end if;
          candidate := base;
          n := 1;
          while exists (select 1 from "packages" where "slug" = candidate) loop
            n := n + 1;
            candidate := trim(trailing '-' from left(base, 80 - length(n::text) - 1)) || '-' || n;
          end loop;
          update "packages" set "slug" = candidate where "id" = row."id";
        end loop;
      end $$;`);
    this.addSql(`alter table "packages" alter column "slug" set not null;`);
    this.addSql(`alter table "packages" add constraint "packages_slug_unique" unique ("slug");`);

    this.addSql(`alter table "inquiries" add "package_id" uuid null;`);
    this.addSql(`alter table "inquiries" add constraint "inquiries_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete set null;`);
    this.addSql(`create index "inquiries_package_id_index" on "inquiries" ("package_id");`);

    this.addSql(`alter table "package_slugs" add constraint "package_slugs_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "package_slugs" cascade;`);

    this.addSql(`alter table "inquiries" drop constraint "inquiries_package_id_foreign";`);
    this.addSql(`drop index "inquiries_package_id_index";`);
    this.addSql(`alter table "inquiries" drop column "package_id";`);

    this.addSql(`alter table "packages" drop constraint "packages_slug_unique";`);
    this.addSql(`alter table "packages" drop column "slug", drop column "itinerary", drop column "included", drop column "excluded", drop column "seasons", drop column "departures", drop column "single_supplement";`);
  }

}
