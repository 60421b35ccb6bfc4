import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import * as scryptModule from 'scrypt-kdf';
import { WorkQueue } from '#lib/work-queue.ts';
import { Admin } from '../entities/index.ts';
import type { AdminView } from '../dto.ts';

const toView = (a: InferEntity<typeof Admin>): AdminView => ({ id: a.id, username: a.username, email: a.email });

// scrypt-kdf v4's typings declare named exports but the code has only a default export.
const scrypt = (scryptModule as unknown as { default: typeof scryptModule }).default;

/**
 * scrypt takes ~100 ms of one core per call. One at a time, with a short line, so a flood of
 * sign-ins leaves the other core to pages and the public API; the excess is refused (503, retry).
 */
const passwordWork = new WorkQueue({ name: 'Password hashing', concurrency: 1, maxWaiting: 16 });

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

export class AdminsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The admin when the username and password match an active admin; otherwise null. */
  async authenticate(username: string, password: string): Promise<AdminView | null> {
    const admin = await this.em.findOne(Admin, { username, isActive: true });
    if (!admin) {
      decoyHash ??= hash('decoy password for unknown users').catch((error: unknown) => {
        decoyHash = undefined;
        throw error;
      });
      await matches(await decoyHash, password);
      return null;
    }
    return (await matches(admin.password, password)) ? toView(admin) : null;
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

  async create(input: { username: string; password: string; email: string }): Promise<AdminView> {
    const admin = this.em.create(Admin, { ...input, password: await hash(input.password), isActive: true, createdAt: new Date() });
    await this.em.flush();
    return toView(admin);
  }

  /** Changes the password after checking the current one; false when it does not match. */
  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<boolean> {
    const admin = await this.em.findOne(Admin, { id, isActive: true });
    if (!admin || !(await matches(admin.password, currentPassword))) return false;
    admin.password = await hash(newPassword);
    await this.em.flush();
    return true;
  }
}
