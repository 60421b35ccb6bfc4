import { oneLine, plain, readMessage, type InboundMatcher } from '../../mail/inbound/inbound-message.ts';
import { createServices } from '../../services.ts';

/** `[RES-ABC234]` in a subject: a reservation's own reference (issue 30). */
const SUBJECT_REFERENCE = /\[(RES-[A-Z0-9]{6})\]/i;
/** A supplier's mail keeps its words on the timeline; attachments stay in the mailbox. */
const SUPPLIER_MAIL_MAX_BYTES = 1024 * 1024;

const line = (text: string) => oneLine(text).slice(0, 300);

/**
 * A lodge's e-mail answer (issue 30): matched by the Message-IDs of our mails to it that it answers, else by
 * `[RES-…]` in its subject, it lands on the reservation's timeline and flags the booking for staff, who set the
 * status (a mail's words are not parsed for one). Null: not a supplier's answer, the enquiries' matching goes on.
 * Read like an enquiry's answer (readMessage): `progress` as its bytes arrive, so a lodge's big PDF on a slow line
 * is not taken for a stalled mailbox, and a download cut midway throws (retried) instead of storing half a mail.
 * The read from IMAP happens before the transaction that stores it.
 */
export const supplierAnswers: InboundMatcher = async ({ imap, orm, candidate, answered, progress }) => {
  const services = createServices(orm.em.fork());
  const reference = SUBJECT_REFERENCE.exec(candidate.envelope.subject ?? '')?.[1];
  const reservationId = (await services.reservationMails.reservationByMessageIds(answered)) ?? (reference ? await services.reservations.idByReference(reference) : null);
  if (!reservationId) return null;
  const read = await readMessage(imap, candidate.uid, SUPPLIER_MAIL_MAX_BYTES, progress);
  if (!read) return null;
  const from = candidate.envelope.from?.[0];
  const mail = {
    from: line(from?.name && from.address ? `${from.name} <${from.address}>` : (from?.address ?? 'Unknown sender')),
    subject: line(candidate.envelope.subject ?? ''),
    text: plain(read.text),
    messageId: line(candidate.envelope.messageId ?? `uid-${candidate.uid}`),
  };
  const stored = await createServices(orm.em.fork()).transaction((tx) => tx.reservations.recordMail(reservationId, mail));
  await imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  return stored ? 'stored' : 'duplicate';
};
