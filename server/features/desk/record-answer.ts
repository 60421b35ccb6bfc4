import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '#database/orm.ts';
import type { InboundAnswer } from '#database/repositories/inbound-mail.repo.ts';
import { createServices } from '../../services.ts';

/**
 * A traveller's answer read from the mailbox, stored on its enquiry in one transaction (decision 133):
 * the enquiry's row is locked first, then the answer and its files are written and the enquiry marked
 * "needs reply". Its status stays what it was: a booked traveller who writes back is still booked.
 * False when the enquiry is gone (erased since the answer was matched).
 */
export async function recordAnswer(orm: Orm, inquiryId: string, answer: InboundAnswer): Promise<boolean> {
  return orm.em.fork().transactional((em) => recordAnswerIn(em, inquiryId, answer));
}

/** The same, inside a transaction the caller holds (staff accepting a mail that was held, decision 136). */
export async function recordAnswerIn(em: EntityManager, inquiryId: string, answer: InboundAnswer): Promise<boolean> {
  const { inquiries, inboundMail } = createServices(em);
  if (!(await inquiries.move(inquiryId, null, { cause: 'answer-received' }))) return false;
  await inboundMail.addAnswer(inquiryId, answer);
  return true;
}
