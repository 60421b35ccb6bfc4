import type pg from 'pg';
import { adminUpdateSchema, EMAIL_TAKEN, newAdminSchema } from '#lib/domain/staff/staff.schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { endAdminSessions } from '../../middleware/session.ts';
import { issuePasswordLink } from './password-links.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

const USERNAME_TAKEN = 'That username is taken';
const NOT_YOURSELF = 'You cannot deactivate your own account';
export const LAST_OWNER = 'The dashboard needs at least one active owner: make another account an owner first';
const INACTIVE_ACCOUNT = 'This account is deactivated: reactivate it before sending it a password link';

/**
 * Staff accounts (Settings): list, add, change e-mail or role, deactivate and reactivate, send a password
 * link. Every route here is an owner's (lib/api-routes.ts).
 */
export function adminStaffRoutes(options: { sessionPool: pg.Pool; mailer: Mailer }) {
  const routes = new ApiHandlers();

  routes.on('staffAccounts.list', async (req, res) => {
    res.json(await req.services.admins.list());
  });

  routes.on('staffAccounts.create', async (req, res) => {
    const { role, ...input } = parse(newAdminSchema, req.body);
    const { admins } = req.services;
    if (await admins.exists(input.username)) throw fieldError('username', USERNAME_TAKEN);
    if (await admins.emailTaken(input.email)) throw fieldError('email', EMAIL_TAKEN);
    const created = await admins.create(input, { mustChangePassword: true, role });
    await req.services.commit();
    res.status(201).json(created);
  });

  routes.on('staffAccounts.update', async (req, res) => {
    const id = pathId(req.params.id, 'Account');
    const input = parse(adminUpdateSchema, req.body);
    // Nobody can lock themselves out, which also keeps at least one active admin.
    if (input.isActive === false && id === req.admin!.id) throw fieldError('isActive', NOT_YOURSELF);
    if (input.email !== undefined && (await req.services.admins.emailTaken(input.email, id))) throw fieldError('email', EMAIL_TAKEN);
    const takesAwayAnOwner = input.isActive === false || input.role === 'staff';
    const updated = await req.services.transaction(async (tx) => {
      if (takesAwayAnOwner) {
        // Two such changes at once (two owners demoting each other) wait for each other here, so the
        // second counts after the first and the dashboard keeps an owner.
        await tx.admins.lockOwners();
        const before = await tx.admins.find(id);
        if (before?.role === 'owner' && before.isActive && (await tx.admins.countActiveOwners(id)) === 0) {
          throw fieldError(input.role === 'staff' ? 'role' : 'isActive', LAST_OWNER, 409);
        }
      }
      return tx.admins.update(id, input);
    });
    if (!updated) throw notFound('Account not found');
    // A deactivated admin is out at once: every session of theirs ends now, not at its expiry.
    if (input.isActive === false) await endAdminSessions(options.sessionPool, id);
    res.json(updated);
  });

  // An owner sends a colleague a password link (the colleague forgot theirs, or never had one).
  routes.on('staffAccounts.sendPasswordReset', async (req, res) => {
    const id = pathId(req.params.id, 'Account');
    const account = await req.services.admins.find(id);
    if (!account) throw notFound('Account not found');
    if (!account.isActive) throw new HttpError(409, INACTIVE_ACCOUNT);
    if (!(await issuePasswordLink(req.services, options.mailer, account.id, req.admin!))) throw new HttpError(409, INACTIVE_ACCOUNT);
    res.status(202).json({ message: `A link to choose a new password is on its way to ${account.email}.` });
  });

  return routes;
}
