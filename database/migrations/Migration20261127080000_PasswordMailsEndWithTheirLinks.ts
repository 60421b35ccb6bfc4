import { Migration } from '@mikro-orm/migrations';

export class Migration20261127080000_PasswordMailsEndWithTheirLinks extends Migration {

  override name = 'Migration20261127080000_PasswordMailsEndWithTheirLinks';

  // Decisions 137 and 158: whatever moves an account's link epoch (a new password or e-mail, a deactivation, a
  // newer link; by any route, a script or psql) ends its password links, so the same trigger point withdraws
  // their mails still queued and unclaimed: none goes out with a dead link (to an address the account no
  // longer uses, say), and the token in its data is wiped. A mail already claimed is past recall.
  override up(): void | Promise<void> {
    this.addSql(`create or replace function admins_withdraw_password_mails() returns trigger language plpgsql as $$
      begin
        update "outbox_mails" set "status" = 'expired', "data" = null
          where "admin_id" = new.id and "template" = 'password-reset' and "status" = 'queued' and "claimed_at" is null;
        return null;
      end $$;`);
    // Not "update of link_epoch": the epoch is moved by the before-trigger, which that form does not see.
    this.addSql(`create trigger "admins_withdraw_password_mails" after update on "admins" for each row
      when (new.link_epoch is distinct from old.link_epoch) execute function admins_withdraw_password_mails();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "admins_withdraw_password_mails" on "admins";`);
    this.addSql(`drop function if exists admins_withdraw_password_mails();`);
  }

}
