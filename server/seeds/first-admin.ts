import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServices } from '../services.ts';

export interface FirstAdminOptions {
  /** From ADMIN_USERNAME / ADMIN_PASSWORD. */
  configured: { username: string; password: string; email: string } | undefined;
  /** The embedded default database may invent an admin; a real DATABASE_URL never does. */
  embedded: boolean;
  /** ADMIN_EMAIL, for the invented `admin` too: the first admin made at start gets it (issue 10). */
  email?: string | undefined;
  log?: (message: string) => void;
}

/**
 * Creates the configured admin, an owner (decision 120), if none of that name exists (never overwriting one). With none
 * configured, an embedded database with no admins gets `admin` with a random password, shown once,
 * and ADMIN_EMAIL's e-mail when it is set. Either way the password was printed or sits in the environment:
 * like a colleague's, it is replaced at first sign-in, and a placeholder e-mail too (decision 158).
 */
export async function ensureFirstAdmin(em: EntityManager, options: FirstAdminOptions): Promise<void> {
  const { admins } = createServices(em);
  const log = options.log ?? console.log;
  if (options.configured) {
    if (await admins.exists(options.configured.username)) return;
    try {
      await admins.create(options.configured, { role: 'owner', mustChangePassword: true });
      await em.flush();
    } catch (error) {
      // Processes started together on a fresh database all find no admin; one insert wins (issue 32).
      // Asked on a fresh fork: this one still holds the failed insert, which an automatic flush would try again.
      if (error instanceof UniqueConstraintViolationException && (await createServices(em.fork()).admins.exists(options.configured.username))) return;
      throw error;
    }
    log(`Created admin "${options.configured.username}" from ADMIN_USERNAME.`);
    return;
  }
  if (!options.embedded || (await admins.count()) > 0) return;
  const password = randomBytes(12).toString('base64url');
  await admins.create({ username: 'admin', password, email: options.email ?? 'admin@admins.invalid' }, { role: 'owner', mustChangePassword: true });
  await em.flush();
  log(
    [
      '',
      '  An admin account was created for this local database:',
      '    username: admin',
      `    password: ${password}`,
      '  It is shown only this once. Sign in at /admin/login: you will be asked to choose your own',
      '  password and, unless ADMIN_EMAIL gave one, your e-mail address.',
      '',
    ].join('\n'),
  );
}
