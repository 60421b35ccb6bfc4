import { unmatchedMailAttachSchema } from '#lib/domain/enquiry/unmatched-mail.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { attachUnmatchedMail } from './unmatched-mail.ts';

/** The newest this many are listed; the count says how many there are in all. */
const LISTED = 100;

/**
 * Mail in the desk's mailbox that named no enquiry or booking (issue 39, R11): listed for staff, attached to an
 * enquiry as its traveller's answer, or discarded. Staff and owners alike (lib/api-routes.ts).
 */
export function unmatchedMailRoutes() {
  const routes = new ApiHandlers();

  routes.on('unmatchedMail.list', async (req, res) => {
    res.json(await req.services.unmatchedMail.list(LISTED));
  });

  routes.on('unmatchedMail.attach', async (req, res) => {
    const id = pathId(req.params.id, 'Mail');
    const { inquiryId } = parse(unmatchedMailAttachSchema, req.body);
    const attached = await attachUnmatchedMail(req.services, id, inquiryId, req.admin?.username ?? null);
    if (attached === 'no-mail') throw notFound('Mail not found');
    if (attached === 'no-inquiry') throw new HttpError(404, 'Inquiry not found', { inquiryId: 'Inquiry not found' });
    if (attached === 'on-a-timeline') throw new HttpError(409, 'This mail is already on an enquiry');
    res.json(attached);
  });

  routes.on('unmatchedMail.discard', async (req, res) => {
    const id = pathId(req.params.id, 'Mail');
    if (!(await req.services.transaction((tx) => tx.unmatchedMail.discard(id)))) throw notFound('Mail not found');
    res.status(204).end();
  });

  return routes;
}
