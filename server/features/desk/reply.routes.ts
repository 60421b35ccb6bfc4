import { replySchema } from '#lib/domain/enquiry/reply.schema.ts';
import { toView } from '#database/repositories/mail.repo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { sendReply } from './staff-moves.ts';

/** Staff's reply to a traveller. Roles and cache effects: lib/api-routes.ts. */
export function deskReplyRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  // 202: the reply is stored and queued; it is sent (or fails) after the response, as the timeline shows.
  routes.on('inquiries.reply', async (req, res) => {
    const inquiryId = pathId(req.params.id, 'Inquiry');
    const reply = parse(replySchema, req.body);
    const mail = await sendReply(req.services, mailer, inquiryId, reply, req.admin?.username ?? null);
    if (!mail) throw notFound('Inquiry not found');
    res.status(202).json(toView(mail));
  });

  return routes;
}
