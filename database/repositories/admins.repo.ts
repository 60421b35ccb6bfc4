import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import * as scryptModule from 'scrypt-kdf';
import { WorkQueue } from '#lib/work-queue.server.ts';
import { Admin } from '../entities/index.ts';
import type { AdminAccount, AdminView } from '#lib/domain/staff/staff.types.ts';
import type { AdminRole } from '#lib/domain/staff/staff.schema.ts';
import { isPlaceholderEmail } from '#lib/domain/staff/own-email.schema.ts';

type AdminEntity = InferEntity<typeof Admin>;

const toView = (a: AdminEntity): AdminView => ({
  id: a.id,
  username: a.username,
  email: a.email,
  mustChangePassword: a.mustChangePassword,
  needsEmail: isPlaceholderEmail(a.email),
  role: a.role,
});
const toAccount = (a: AdminEntity): AdminAccount => ({ ...toView(a), isActive: a.isActive, createdAt: a.createdAt.toISOString() });

// scrypt-kdf v4's typings declare named exports but the code has only a default export.
const scrypt = (scryptModule as unknown as { default: typeof scryptModule }).default;

/**
 * scrypt takes ~100 ms of one core per call. One at a time, resting as long as each call took, with a
 * short line: a flood of sign-ins from many addresses gets at most half of one core, leaving the rest to
 * pages and the public API; the excess is refused (503, retry). Staff sign in a few times a day, so
 * the rest costs them nothing they would notice.
 */
const passwordWork = new WorkQueue({ name: 'Password hashing', concurrency: 1, maxWaiting: 16, restRatio: 1 });

async function hash(password: string): Promise<string> {
  return passwordWork.run(async () => Buffer.from(await scrypt.kdf(password, { logN: 15, r: 8, p: 1 })).toString('base64'));
}

async function matches(storedHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await scrypt.verify(Buffer.from(storedHash, 'base64'), password);
    } catch {
      return false;
    }
  });
}

/** A real hash to verify against when the username is unknown, so both failures take as long. */
let decoyHash: Promise<string> | undefined;

/** Staff accounts. Writes are staged on the request's unit of work; the caller commits them. */
export class AdminsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The admin when the username and password match an active admin; otherwise null. */
  async authenticate(username: string, password: string): Promise<AdminView | null> {
    const outcome = await this.signIn(username, password);
    return outcome && 'admin' in outcome ? outcome.admin : null;
  }

  /**
   * A sign-in: the admin when the name and password match an active account; for a deactivated account whose
   * password this is, the active owners' usernames (whom to ask, issue 29); otherwise null. One lookup and one
   * password check whatever the name is (unknown, active or deactivated), so how long a refusal takes tells
   * nobody which names are deactivated accounts; only the right password learns that the account exists.
   */
  async signIn(username: string, password: string): Promise<{ admin: AdminView } | { inactiveOwners: string[] } | null> {
    const admin = await this.em.findOne(Admin, { username });
    if (!admin) {
      decoyHash ??= hash('decoy password for unknown users').catch((error: unknown) => {
        decoyHash = undefined;
        throw error;
      });
      await matches(await decoyHash, password);
      return null;
    }
    if (!(await matches(admin.password, password))) return null;
    if (admin.isActive) return { admin: toView(admin) };
    const owners = await this.em.find(Admin, { role: 'owner', isActive: true }, { fields: ['username'], orderBy: { username: 'asc' } });
    return { inactiveOwners: owners.map((owner) => owner.username) };
  }

  async findActive(id: string): Promise<AdminView | null> {
    const admin = await this.em.findOne(Admin, { id, isActive: true });
    return admin ? toView(admin) : null;
  }

  async exists(username: string): Promise<boolean> {
    return (await this.em.count(Admin, { username })) > 0;
  }

  async count(): Promise<number> {
    return this.em.count(Admin, {});
  }

  /**
   * `mustChangePassword` for an account a colleague creates: its first password is only a key to the door.
   * The role is an owner's unless given: the callers that give none are the operator's own hands (the
   * first admin at start, `npm run admin:create`); the API always passes the role it was asked for.
   */
  async create(
    input: { username: string; password: string; email: string },
    options: { mustChangePassword?: boolean; role?: AdminRole } = {},
  ): Promise<AdminAccount> {
    // The id is set here, not at flush, so the caller gets it before committing.
    const admin = this.em.create(Admin, {
      ...input,
      id: randomUUID(),
      password: await hash(input.password),
      isActive: true,
      mustChangePassword: options.mustChangePassword ?? false,
      role: options.role ?? 'owner',
      createdAt: new Date(),
    });
    return toAccount(admin);
  }

  async list(): Promise<AdminAccount[]> {
    return (await this.em.find(Admin, {}, { orderBy: { createdAt: 'asc', username: 'asc' } })).map(toAccount);
  }

  /** Whether another account (not `exceptId`) already uses this e-mail, compared without case. */
  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>('select id from admins where lower(email) = lower(?)', [email]);
    return rows.some((row) => row.id !== exceptId);
  }

  /** Null when no admin has that id. */
  async update(id: string, changes: { email?: string; isActive?: boolean; role?: AdminRole }): Promise<AdminAccount | null> {
    const admin = await this.em.findOne(Admin, { id });
    if (!admin) return null;
    if (changes.email !== undefined) admin.email = changes.email;
    if (changes.isActive !== undefined) admin.isActive = changes.isActive;
    if (changes.role !== undefined) admin.role = changes.role;
    return toAccount(admin);
  }

  async find(id: string): Promise<AdminAccount | null> {
    const admin = await this.em.findOne(Admin, { id });
    return admin ? toAccount(admin) : null;
  }

  /** The active account with this e-mail (compared without case), for a password link; null when none. */
  async findActiveByEmail(email: string): Promise<AdminView | null> {
    const rows = await this.em.execute<{ id: string }[]>('select id from admins where lower(email) = lower(?) and is_active', [email]);
    return rows[0] ? this.findActive(rows[0].id) : null;
  }

  /**
   * Holds, until the caller's transaction ends, the one lock every change that could take away an owner
   * takes first: two such changes at once run one after the other, so the second sees the first's result
   * and cannot leave the dashboard without an owner. Only inside a transaction.
   */
  async lockOwners(): Promise<void> {
    await this.em.execute("select pg_advisory_xact_lock(hashtext('admins: active owners'))");
  }

  /** Active owners, optionally not counting one account (the one about to change). */
  async countActiveOwners(exceptId?: string): Promise<number> {
    const rows = await this.em.execute<{ n: string }[]>(
      "select count(*) as n from admins where role = 'owner' and is_active and id is distinct from ?",
      [exceptId ?? null],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** A new password chosen through a password link: it is the holder's own, so no first-password wall. */
  async setPassword(id: string, newPassword: string): Promise<boolean> {
    const admin = await this.em.findOne(Admin, { id, isActive: true });
    if (!admin) return false;
    admin.password = await hash(newPassword);
    admin.mustChangePassword = false;
    return true;
  }

  /** Sets one's own e-mail after checking the current password; false when it does not match. */
  async changeOwnEmail(id: string, currentPassword: string, email: string): Promise<boolean> {
    const admin = await this.em.findOne(Admin, { id, isActive: true });
    if (!admin || !(await matches(admin.password, currentPassword))) return false;
    admin.email = email;
    return true;
  }

  /** Changes the password after checking the current one; false when it does not match. */
  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<boolean> {
    const admin = await this.em.findOne(Admin, { id, isActive: true });
    if (!admin || !(await matches(admin.password, currentPassword))) return false;
    admin.password = await hash(newPassword);
    admin.mustChangePassword = false;
    return true;
  }
}
