import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { Admin, PasswordReset } from '../entities/index.ts';

/** What the table keeps of a link's token: its SHA-256, which opens nothing by itself. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Password links by the SHA-256 of their token (decision 121); the token itself is never stored. */
export class PasswordResetsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Makes a new link for the account, if it is active: moves the account's link epoch on (so every older
   * link dies, decision 137) and stages the link under the new epoch, written with the caller's commit.
   * Returns where the mail goes: the account's e-mail as it is in this transaction; null when inactive.
   */
  async create(input: { adminId: string; token: string; expiresAt: Date; requestedBy: string | null }): Promise<{ username: string; email: string } | null> {
    const rows = await this.em.execute<{ link_epoch: number; username: string; email: string }[]>(
      'update admins set link_epoch = link_epoch + 1 where id = ? and is_active returning link_epoch, username, email',
      [input.adminId],
    );
    const account = rows[0];
    if (!account) return null;
    this.em.create(PasswordReset, {
      id: randomUUID(),
      admin: this.em.getReference(Admin, input.adminId),
      tokenHash: hashOf(input.token),
      requestedBy: input.requestedBy,
      linkEpoch: account.link_epoch,
      createdAt: new Date(),
      expiresAt: input.expiresAt,
      usedAt: null,
    });
    return { username: account.username, email: account.email };
  }

  /**
   * The account a link opens, while it is unused, unexpired, the account active and nothing has ended it
   * since (a new password or e-mail, a deactivation, a newer link: the epochs differ); null otherwise.
   */
  async usable(token: string): Promise<{ adminId: string; username: string } | null> {
    const rows = await this.em.execute<{ admin_id: string; username: string }[]>(
      `select r.admin_id, a.username from password_resets r join admins a on a.id = r.admin_id
        where r.token_hash = ? and r.used_at is null and r.expires_at > now() and a.is_active and a.link_epoch = r.link_epoch`,
      [hashOf(token)],
    );
    return rows[0] ? { adminId: rows[0].admin_id, username: rows[0].username } : null;
  }

  /**
   * Uses the link: one statement that only one of two simultaneous uses can win (the row is updated
   * once; the loser finds it used). Every other open link of the account dies with it, so an older mail
   * cannot undo the new password. Null when the link was unknown, used, expired or its account inactive.
   */
  async consume(token: string): Promise<{ adminId: string; username: string } | null> {
    const rows = await this.em.execute<{ admin_id: string }[]>(
      `update password_resets r set used_at = now() from admins a
        where r.token_hash = ? and r.used_at is null and r.expires_at > now() and a.id = r.admin_id and a.is_active
          and a.link_epoch = r.link_epoch
        returning r.admin_id`,
      [hashOf(token)],
    );
    const adminId = rows[0]?.admin_id;
    if (!adminId) return null;
    await this.em.execute('update password_resets set used_at = now() where admin_id = ? and used_at is null', [adminId]);
    const admin = await this.em.findOneOrFail(Admin, { id: adminId });
    return { adminId, username: admin.username };
  }
}
