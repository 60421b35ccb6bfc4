import type pg from 'pg';
import {
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_MINUTES,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '#lib/domain/staff/password-reset.schema.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, parse } from '../../middleware/errors.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { endAdminSessions } from '../../middleware/session.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { requestPasswordLink } from './password-links.ts';

/** The one answer to "Forgot password?", whoever the address belongs to (decision 121). */
export const PASSWORD_RESET_REQUESTED = {
  message: `If an account uses this e-mail, a link to choose a new password is on its way. It works for ${PASSWORD_LINK_MINUTES} minutes.`,
};

/** "Forgot password?" and the new password through its link: the two routes a signed-out visitor reaches. */
export function passwordResetRoutes(options: { limits: RateLimitSettings; mailer: Mailer; sessionPool: pg.Pool }) {
  const { limits, mailer } = options;
  const routes = new ApiHandlers();

  routes.on('auth.requestReset', async (req, res) => {
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
    // The lookup and the mail are a job (decision 137): this request does the same insert for any
    // address, and the work a known address causes happens later, at the worker's pace, not beside the
    // requests that follow this one.
    await requestPasswordLink(mailer, req.services.em, email, req.ip ?? null);
    res.status(202).json(PASSWORD_RESET_REQUESTED);
  });

  routes.on('auth.confirmReset', async (req, res) => {
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

  return routes;
}
