import { replySchema } from '#database/schemas/reply.schema.ts';
import { toView } from '#database/repositories/mail.repo.ts';
import { mailWarningText } from '#lib/mail-warnings.content.ts';
import { sendReply } from '../features/desk/staff-moves.ts';
import type { Mailer } from '../mail/mailer.ts';
import { HttpError, notFound, parse, pathId } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/** Staff's side of mail: replies to travellers, and mail that could not be sent. Roles and cache effects: lib/api-routes.ts. (An enquiry's mails are on its timeline.) */
export function adminMailRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  // 202: the reply is stored and queued; it is sent (or fails) after the response, as the timeline shows.
  routes.on('inquiries.reply', async (req, res) => {
    const inquiryId = pathId(req.params.id, 'Inquiry');
    const reply = parse(replySchema, req.body);
    const mail = await sendReply(req.services, mailer, inquiryId, reply, req.admin?.username ?? null);
    if (!mail) throw notFound('Inquiry not found');
    res.status(202).json(toView(mail));
  });

  /** The dashboard's "mail problems": mails given up on, mails delayed (failing over five minutes), and whether mail leaves this server at all. */
  routes.on('mail.problems', async (req, res) => {
    res.json({
      problems: await req.services.mail.problems(),
      delayed: await req.services.mail.delayed(),
      warnings: mailer.settings.warnings.map((warning) => mailWarningText[warning]),
    });
  });

  routes.on('mail.retry', async (req, res) => {
    const mailId = pathId(req.params.id, 'Mail');
    const retried = await req.services.transaction(async (tx) => {
      const mail = await tx.mail.find(mailId);
      // The desk retries enquiries' mails; a staff account's link is asked for again instead.
      if (!mail?.inquiryId) throw notFound('Mail not found');
      if (!(await mailer.retry(tx.em, mailId))) throw new HttpError(409, 'This mail has not failed, so there is nothing to retry');
      return toView((await tx.mail.find(mailId))!);
    });
    res.status(202).json(retried);
  });

  return routes;
}
