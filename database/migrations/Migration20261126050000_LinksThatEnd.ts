import { Migration } from '@mikro-orm/migrations';

export class Migration20261126050000_LinksThatEnd extends Migration {

  override name = 'Migration20261126050000_LinksThatEnd';

  // Decision 137: a password link works only while its account's `link_epoch` is the one it was issued
  // under. The trigger moves the epoch on whatever changes the password or the e-mail or deactivates the
  // account, by any route (a repository, a script, psql), so no code path can forget to end the links;
  // issuing a link moves it too, so only the newest link works. Links made before this migration die.
  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add "link_epoch" int not null default 0;`);
    this.addSql(`alter table "password_resets" add "link_epoch" int not null default -1;`);
    this.addSql(`alter table "password_resets" alter column "link_epoch" drop default;`);
    this.addSql(`create or replace function admins_end_password_links() returns trigger language plpgsql as $$
      begin
        if new.password is distinct from old.password
          or new.email is distinct from old.email
          or (old.is_active and not new.is_active) then
          new.link_epoch := greatest(new.link_epoch, old.link_epoch) + 1;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "admins_end_password_links" before update on "admins" for each row execute function admins_end_password_links();`);

    // Stored before decision 137: a proposal's token in a landing page or referrer becomes `:token`, and
    // line breaks in travellers' names become spaces. Only the rows that hold one are rewritten.
    const token = `(/+api)?/+(proposals|reservations|reviews|trips)/+)[^/?#]+`;
    this.addSql(`update "inquiries" set "landing_page" = regexp_replace("landing_page", '^(${token}', '\\1:token', 'i') where "landing_page" ~* '^(${token}';`);
    this.addSql(`update "inquiries" set "referrer" = regexp_replace("referrer", '^([a-z][a-z0-9+.-]*://[^/]*${token}', '\\1:token', 'i') where "referrer" ~* '^([a-z][a-z0-9+.-]*://[^/]*${token}';`);
    const breaks = `'[\\r\\n\\v\\f\\u0085\\u2028\\u2029]+'`;
    this.addSql(`update "inquiries" set "first_name" = regexp_replace("first_name", ${breaks}, ' ', 'g'), "last_name" = regexp_replace("last_name", ${breaks}, ' ', 'g') where "first_name" ~ ${breaks} or "last_name" ~ ${breaks};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "admins_end_password_links" on "admins";`);
    this.addSql(`drop function if exists admins_end_password_links();`);
    this.addSql(`alter table "password_resets" drop column "link_epoch";`);
    this.addSql(`alter table "admins" drop column "link_epoch";`);
  }

}
