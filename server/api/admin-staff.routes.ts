import { Router } from 'express';
import type pg from 'pg';
import { adminUpdateSchema, newAdminSchema } from '#database/schemas/staff.schema.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';
import { endAdminSessions } from '../middleware/session.ts';

const EMAIL_TAKEN = 'Another account already uses this e-mail';
const USERNAME_TAKEN = 'That username is taken';
const NOT_YOURSELF = 'You cannot deactivate your own account';

/** Staff accounts (Settings): list, add, change e-mail, deactivate and reactivate. Mounted behind requireAdmin. */
export function adminStaffRoutes(options: { sessionPool: pg.Pool }) {
  const router = Router();

  router.get('/admins', async (req, res) => {
    res.json(await req.services.admins.list());
  });

  router.post('/admins', async (req, res) => {
    const input = parse(newAdminSchema, req.body);
    const { admins } = req.services;
    if (await admins.exists(input.username)) throw fieldError('username', USERNAME_TAKEN);
    if (await admins.emailTaken(input.email)) throw fieldError('email', EMAIL_TAKEN);
    const created = await admins.create(input, { mustChangePassword: true });
    await req.services.commit();
    res.status(201).json(created);
  });

  router.patch('/admins/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Account');
    const input = parse(adminUpdateSchema, req.body);
    // Nobody can lock themselves out, which also keeps at least one active admin.
    if (input.isActive === false && id === req.admin!.id) throw fieldError('isActive', NOT_YOURSELF);
    if (input.email !== undefined && (await req.services.admins.emailTaken(input.email, id))) throw fieldError('email', EMAIL_TAKEN);
    const updated = await req.services.admins.update(id, input);
    if (!updated) throw notFound('Account not found');
    await req.services.commit();
    // A deactivated admin is out at once: every session of theirs ends now, not at its expiry.
    if (input.isActive === false) await endAdminSessions(options.sessionPool, id);
    res.json(updated);
  });

  return router;
}
