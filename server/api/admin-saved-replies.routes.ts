import { Router } from 'express';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SAVED_REPLY_NAME_TAKEN, savedReplySchema } from '#database/schemas/saved-reply.schema.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';

const NOT_FOUND = 'Saved reply not found';

/** A second reply of one name (two staff saving at once included) is the caller's mistake, named on the field. */
async function commitNamed<T>(commit: () => Promise<void>, result: T): Promise<T> {
  try {
    await commit();
    return result;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fieldError('name', SAVED_REPLY_NAME_TAKEN);
    throw error;
  }
}

/** Saved replies (issue 21), managed under Settings and chosen in the desk's reply form. Behind requireAdmin. */
export function adminSavedRepliesRoutes() {
  const router = Router();

  router.get('/saved-replies', async (req, res) => {
    res.json(await req.services.savedReplies.list());
  });

  router.post('/saved-replies', async (req, res) => {
    const created = req.services.savedReplies.create(parse(savedReplySchema, req.body));
    res.status(201).json(await commitNamed(() => req.services.commit(), created));
  });

  router.put('/saved-replies/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Saved reply');
    const input = parse(savedReplySchema, req.body);
    const updated = await req.services.savedReplies.update(id, input);
    if (!updated) throw notFound(NOT_FOUND);
    res.json(await commitNamed(() => req.services.commit(), updated));
  });

  router.delete('/saved-replies/:id', async (req, res) => {
    if (!(await req.services.savedReplies.remove(pathId(req.params.id, 'Saved reply')))) throw notFound(NOT_FOUND);
    await req.services.commit();
    res.status(204).end();
  });

  return router;
}
