import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type pg from 'pg';
import type { AdminView } from '#database/dto.ts';
import {
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_MINUTES,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '#database/schemas/password-reset.schema.ts';
import type { RateLimitSettings } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/staff-mail.ts';
import { fieldError, parse } from '../middleware/errors.ts';
import { countAttempt } from '../middleware/rate-limit.ts';
import { endAdminSessions } from '../middleware/session.ts';
import { failureKind, firstLine, outageLog } from '../outage-log.ts';
import type { Services } from '../services.ts';

/** The one answer to "Forgot password?", whoever the address belongs to (decision 121). */
export const PASSWORD_RESET_REQUESTED = {
  message: `If an account uses this e-mail, a link to choose a new password is on its way. It works for ${PASSWORD_LINK_MINUTES} minutes.`,
};

/**
 * Makes a password link for an account and queues its mail, in one transaction: a link exists if and
 * only if its mail will be sent. `sentBy` is the owner who sends it from Staff Accounts; null when the
 * account's holder asked on the login page.
 */
export async function issuePasswordLink(services: Services, mailer: Mailer, account: Pick<AdminView, 'id' | 'username' | 'email'>, sentBy: AdminView | null) {
  // 256 random bits: nobody guesses one, and the database holds only its hash.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_MINUTES * 60_000);
  await services.transaction(async (tx) => {
    tx.passwordResets.create({ adminId: account.id, token, expiresAt, requestedBy: sentBy?.id ?? null });
    const link = `${mailer.settings.siteUrl}/admin/reset/${token}`;
    const mail = { adminId: account.id, username: account.username, email: account.email, link, minutes: PASSWORD_LINK_MINUTES, expiresAt };
    await mailer.toStaff(tx.em, passwordResetMail({ ...mail, sentBy: sentBy?.username ?? null }));
    tx.audit.record({
      action: sentBy ? 'password-link-sent' : 'password-link-requested',
      kind: 'account',
      recordType: 'Admin',
      recordId: account.id,
      label: account.username,
      // Whoever asked on the login page is not known: the entry names the account, without an actor id.
      actor: sentBy ?? { id: null, username: account.username },
    });
  });
}

/** "Forgot password?" and the new password through its link: the two routes a signed-out visitor reaches. */
export function passwordResetRoutes(options: { limits: RateLimitSettings; mailer: Mailer; sessionPool: pg.Pool }) {
  const { limits, mailer } = options;
  const router = Router();

  router.post('/password-reset', async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    // Per client address, and per e-mail asked about (any e-mail, known or not: the same work either way),
    // so neither one address nor many can fill a colleague's inbox.
    await countAttempt(
      req.services.rateLimiter,
      [
        { key: `password-reset-address:${req.ip}`, limit: limits.passwordResetsPerAddress },
        { key: `password-reset-account:${email}`, limit: limits.passwordResets },
      ],
      limits.windowSeconds,
    );
    // Answered before the account is even looked up: the answer and its timing are the same for an
    // address that has an account and one that has none.
    res.status(202).json(PASSWORD_RESET_REQUESTED);
    const services = req.services;
    void (async () => {
      const account = await services.admins.findActiveByEmail(email);
      if (account) await issuePasswordLink(services, mailer, account, null);
    })().catch((error: unknown) => {
      // Nobody waits for this answer any more: the holder asks again. Only the log hears of it.
      outageLog.note(`password link ${failureKind(error)}`, `A password link could not be made: ${firstLine(error)}`);
    });
  });

  router.post('/password-reset/confirm', async (req, res) => {
    const input = parse(passwordResetSchema, req.body);
    // Checked before the password is hashed, so made-up tokens cost no hashing.
    if (!(await req.services.passwordResets.usable(input.token))) throw fieldError('token', PASSWORD_LINK_INVALID_MESSAGE);
    const account = await req.services.transaction(async (tx) => {
      const used = await tx.passwordResets.consume(input.token);
      if (!used || !(await tx.admins.setPassword(used.adminId, input.newPassword))) return null;
      tx.audit.record({ action: 'password-reset', kind: 'account', recordType: 'Admin', recordId: used.adminId, label: used.username, actor: { id: used.adminId, username: used.username } });
      return used;
    });
    // Two uses of one link at once: only one wins the row, the other hears what a used link says.
    if (!account) throw fieldError('token', PASSWORD_LINK_INVALID_MESSAGE);
    // Whoever held a session of this account (the reason for the reset, perhaps) is out now.
    await endAdminSessions(options.sessionPool, account.adminId);
    res.status(204).end();
  });

  return router;
}
