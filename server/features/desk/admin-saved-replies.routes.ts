import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SAVED_REPLIES_FULL, SAVED_REPLY_NAME_TAKEN, savedReplyQuerySchema, savedReplySchema } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

const NOT_FOUND = 'Saved reply not found';

/** A second reply of one name (two staff saving at once included) is the caller's mistake, named on the field. */
async function savedNamed<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fieldError('name', SAVED_REPLY_NAME_TAKEN);
    throw error;
  }
}

/** Saved replies (issue 21), managed under Settings and chosen in the desk's reply form. Roles and cache effects: lib/api-routes.ts. */
export function adminSavedRepliesRoutes() {
  const routes = new ApiHandlers();

  // Pages of names, searched: the reply form asks when its picker opens, never with the enquiry page.
  routes.on('savedReplies.list', async (req, res) => {
    res.json(await req.services.savedReplies.page(parse(savedReplyQuerySchema, req.query)));
  });

  routes.on('savedReplies.get', async (req, res) => {
    const reply = await req.services.savedReplies.get(pathId(req.params.id, 'Saved reply'));
    if (!reply) throw notFound(NOT_FOUND);
    res.json(reply);
  });

  routes.on('savedReplies.create', async (req, res) => {
    const input = parse(savedReplySchema, req.body);
    const created = await savedNamed(() =>
      req.services.transaction(async (tx) => {
        if (!(await tx.savedReplies.roomForAnother())) throw new HttpError(409, SAVED_REPLIES_FULL);
        return tx.savedReplies.create(input);
      }),
    );
    res.status(201).json(created);
  });

  routes.on('savedReplies.update', async (req, res) => {
    const id = pathId(req.params.id, 'Saved reply');
    const input = parse(savedReplySchema, req.body);
    const updated = await req.services.savedReplies.update(id, input);
    if (!updated) throw notFound(NOT_FOUND);
    res.json(await savedNamed(async () => (await req.services.commit(), updated)));
  });

  routes.on('savedReplies.remove', async (req, res) => {
    if (!(await req.services.savedReplies.remove(pathId(req.params.id, 'Saved reply')))) throw notFound(NOT_FOUND);
    await req.services.commit();
    res.status(204).end();
  });

  return routes;
}
