import { type Request, type Response } from 'express';
import { accountInactiveMessage, LOGIN_REJECTED_MESSAGE, loginSchema } from '#lib/domain/staff/admin.schema.ts';
import { changePasswordSchema } from '#lib/domain/staff/change-password.schema.ts';
import { ownEmailSchema } from '#lib/domain/staff/own-email.schema.ts';
import { EMAIL_TAKEN } from '#lib/domain/staff/staff.schema.ts';
import type { RateLimitSettings } from '../env.ts';
import { fieldError, HttpError, parse } from '../middleware/errors.ts';
import { answerFailureAfter, countAttempt } from '../middleware/rate-limit.ts';
import { endAdminSessions, SESSION_COOKIE } from '../middleware/session.ts';
import type pg from 'pg';
import { ApiHandlers } from './api-handlers.ts';

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));

/** Sign-in, sign-out, who am I, and changing one's own password and e-mail: all a first sign-in opens (decisions 054, 158). */
export function adminAuthRoutes(options: { limits: RateLimitSettings; sessionPool: pg.Pool }) {
  const { limits } = options;
  const routes = new ApiHandlers();

  routes.on('auth.login', (req, res) => answerFailureAfter(limits.failureDelayMs, () => signIn(req, res)));

  async function signIn(req: Request, res: Response) {
    const { username, password } = parse(loginSchema, req.body);
    // Per address and username, so one attacker cannot lock every admin out; and per address across
    // all usernames, so guessing a different name each time gains nothing.
    const userKey = `login:${req.ip}:${username.toLowerCase()}`;
    const addressKey = `login-address:${req.ip}`;
    const { rateLimiter, admins } = req.services;
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    await countAttempt(
      rateLimiter,
      [
        { key: addressKey, limit: limits.loginFailuresPerAddress },
        { key: userKey, limit: limits.loginFailures },
      ],
      limits.windowSeconds,
    );
    const outcome = await admins.signIn(username, password);
    if (!outcome || 'inactiveOwners' in outcome) {
      // A deactivated account's own password is no wrong password: the log says so (a former colleague still trying).
      const inactive = outcome ? { changes: { accountInactive: true } } : {};
      req.services.audit.record({ action: 'sign-in-failed', kind: 'session', recordType: 'Admin', actor: { id: null, username }, ...inactive });
      await req.services.commit();
      // A deactivated colleague who knows their password is told why and whom to ask (issue 29); otherwise
      // the same answer for an unknown user and a wrong password.
      if (outcome) throw new HttpError(403, accountInactiveMessage(outcome.inactiveOwners));
      throw new HttpError(401, LOGIN_REJECTED_MESSAGE);
    }
    const { admin } = outcome;
    // A successful sign-in was no failure: this name starts afresh, the address gets its attempt back.
    await rateLimiter.reset(userKey);
    await rateLimiter.release(addressKey);
    req.services.audit.record({ action: 'signed-in', kind: 'session', recordType: 'Admin', recordId: admin.id, label: admin.username, actor: admin });
    await req.services.commit();
    // A new session id at sign-in, so an id planted before it is worth nothing after.
    await regenerate(req);
    req.session.adminId = admin.id;
    await save(req);
    res.json(admin);
  }

  routes.on('auth.logout', async (req, res) => {
    req.services.audit.record({ action: 'signed-out', kind: 'session', recordType: 'Admin', recordId: req.admin!.id, label: req.admin!.username });
    await req.services.commit();
    await destroy(req);
    res.clearCookie(SESSION_COOKIE);
    res.status(204).end();
  });

  routes.on('auth.me', (req, res) => {
    res.json(req.admin);
  });

  routes.on('auth.changePassword', (req, res) => answerFailureAfter(limits.failureDelayMs, () => changePassword(req, res)));

  async function changePassword(req: Request, res: Response) {
    const input = parse(changePasswordSchema, req.body);
    const admin = req.admin!;
    // A stolen session must not become a way to guess the password: the same limit as sign-in.
    const key = `password:${admin.id}`;
    await countAttempt(req.services.rateLimiter, [{ key, limit: limits.loginFailures }], limits.windowSeconds);
    const changed = await req.services.admins.changePassword(admin.id, input.currentPassword, input.newPassword);
    if (!changed) throw fieldError('currentPassword', 'The current password is not correct');
    await req.services.commit();
    await req.services.rateLimiter.reset(key);
    // Sign out every other session of this admin: whoever knew the old password is out.
    await endAdminSessions(options.sessionPool, admin.id, req.sessionID);
    res.status(204).end();
  }

  routes.on('auth.changeEmail', (req, res) => answerFailureAfter(limits.failureDelayMs, () => changeEmail(req, res)));

  /** One's own e-mail, where password links go: the password proves the session's holder is the account's. */
  async function changeEmail(req: Request, res: Response) {
    const input = parse(ownEmailSchema, req.body);
    const admin = req.admin!;
    const key = `password:${admin.id}`;
    await countAttempt(req.services.rateLimiter, [{ key, limit: limits.loginFailures }], limits.windowSeconds);
    if (await req.services.admins.emailTaken(input.email, admin.id)) throw fieldError('email', EMAIL_TAKEN);
    if (!(await req.services.admins.changeOwnEmail(admin.id, input.currentPassword, input.email))) throw fieldError('currentPassword', 'The current password is not correct');
    await req.services.commit();
    await req.services.rateLimiter.reset(key);
    res.json(await req.services.admins.findActive(admin.id));
  }

  return routes;
}
