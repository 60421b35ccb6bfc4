import { toView } from '#database/repositories/mail.repo.ts';
import { mailWarningText } from '#lib/mail-warnings.content.ts';
import type { Mailer } from '../mail/mailer.ts';
import { HttpError, notFound, parse, pathId } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/** Staff's side of mail: mail that could not be sent (replies to travellers are the desk's). Roles and cache effects: lib/api-routes.ts. (An enquiry's mails are on its timeline.) */
export function adminMailRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

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
