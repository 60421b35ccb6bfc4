import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { PASSWORD_LINK_MINUTES } from '#lib/domain/staff/password-reset.schema.ts';
import type { Services } from '../../services.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { transactionDb } from '../../mail/queue.ts';
import { tokenLinkPath } from '#lib/domain/links/token-link-kinds.ts';
import { staffMailContent } from './staff-mail.content.ts';

/**
 * "Forgot password?" requests, each answered by a job (decision 137): `{ email }` as the visitor typed it, and
 * the address it came from, for the activity log (decision 158).
 */
export const PASSWORD_LINK_QUEUE = 'password-link-requests';
export interface PasswordLinkJob {
  email: string;
  /** Absent in a job queued before it was kept. */
  from?: string | null;
}

/**
 * The job holds an e-mail someone typed: gone an hour after it ran. A failed lookup is not retried
 * beyond twice: the holder asks again.
 */
export async function ensurePasswordLinkQueue(boss: PgBoss): Promise<void> {
  const options = { retryLimit: 2, retryDelay: 5, expireInSeconds: 60, deleteAfterSeconds: 3600, retentionSeconds: 3600 };
  if (await boss.getQueue(PASSWORD_LINK_QUEUE)) return;
  // Another process may create it at the same moment; either way it exists afterwards.
  await boss.createQueue(PASSWORD_LINK_QUEUE, options).catch(async (error: unknown) => {
    if (!(await boss.getQueue(PASSWORD_LINK_QUEUE))) throw error;
  });
}

/**
 * "Forgot password?" as a job (decision 137): the request only adds it, the same insert for any
 * address, so neither its answer nor the requests after it show whether the address has an account.
 */
export async function requestPasswordLink(mailer: Mailer, em: EntityManager, email: string, from: string | null): Promise<void> {
  await mailer.boss.send(PASSWORD_LINK_QUEUE, { email, from } satisfies PasswordLinkJob, { db: transactionDb(em) });
}

/** A password link to a member of staff, staged on `em`'s transaction; not sent after `expiresAt`. */
async function toStaff(mailer: Mailer, em: EntityManager, mail: { adminId: string; email: string; subject: string; data: Record<string, unknown>; expiresAt: Date }): Promise<string> {
  const record = await mailer.enqueue(em, { template: 'password-reset', recipient: mail.email, subject: mail.subject, data: mail.data, adminId: mail.adminId, expiresAt: mail.expiresAt });
  return record.id;
}

/**
 * Makes a password link for an account and queues its mail, in one transaction: a link exists if and
 * only if its mail will be sent, and it ends every older link of the account (decision 137), whose mail,
 * if still queued, is withdrawn (decision 158). The mail goes to the account's e-mail as it is when the link
 * is made. `sentBy` is the owner who sends it from Staff Accounts; null when someone asked on the login page,
 * from `requestedFrom`. False when the account is inactive.
 */
export async function issuePasswordLink(
  services: Services,
  mailer: Mailer,
  accountId: string,
  sentBy: AdminView | null,
  requestedFrom: string | null = null,
): Promise<boolean> {
  // 256 random bits: nobody guesses one, and the database holds only its hash.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_MINUTES * 60_000);
  return services.transaction(async (tx) => {
    const account = await tx.passwordResets.create({ adminId: accountId, token, expiresAt, requestedBy: sentBy?.id ?? null });
    // Making it moved the account's link epoch, which withdrew an older link's mail still in the outbox (a
    // trigger, Migration20261127080000): only the newest goes out.
    if (!account) return false;
    const link = `${mailer.settings.siteUrl}${tokenLinkPath('passwordReset', token)}`;
    const data = { username: account.username, link, minutes: PASSWORD_LINK_MINUTES, sentBy: sentBy?.username ?? null };
    await toStaff(mailer, tx.em, { adminId: accountId, email: account.email, subject: staffMailContent.passwordReset.subject, data, expiresAt });
    tx.audit.record({
      action: sentBy ? 'password-link-sent' : 'password-link-requested',
      kind: 'account',
      recordType: 'Admin',
      recordId: accountId,
      label: account.username,
      // Whoever asked on the login page is not known, only where from: the entry has no actor id, and the
      // log says "someone asked … (from <address>)", never that the account's holder did (decision 158).
      actor: sentBy ?? { id: null, username: account.username },
      ...(sentBy ? {} : { ip: requestedFrom }),
    });
    return true;
  });
}

/** The job behind "Forgot password?": looks the address up and, for an active account, sends a link. */
export async function answerPasswordLinkRequest(services: Services, mailer: Mailer, job: PasswordLinkJob): Promise<void> {
  const account = await services.admins.findActiveByEmail(job.email);
  if (account) await issuePasswordLink(services, mailer, account.id, null, job.from ?? null);
}
