import { isDataError } from '#database/errors.ts';
import { LODGE_MAIL_KINDS, type LodgeMail } from '#database/repositories/inbound-lodge-mail.repo.ts';
import { automaticKind } from '../../mail/inbound/automatic-mail.ts';
import { oneLine, plain, readMessage, type InboundMatcher } from '../../mail/inbound/inbound-message.ts';
import { isKnownAddress, ownMessageId, senderAddress, standInMessageId } from '../../mail/inbound/mail-identity.ts';
import { createServices } from '../../services.ts';
import { heldAllowanceLeft } from '../desk/held-mail.ts';

/** `[RES-ABC234]` in a subject: a reservation's own reference (issue 30). */
const SUBJECT_REFERENCE = /\[(RES-[A-Z0-9]{6})\]/i;
/** A supplier's mail keeps its words on the timeline; attachments stay in the mailbox. */
const SUPPLIER_MAIL_MAX_BYTES = 1024 * 1024;

const line = (text: string) => oneLine(text).slice(0, 300);

/**
 * A lodge's e-mail answer (issue 30): matched by the Message-IDs of our mails to it that it answers, else by
 * `[RES-…]` in its subject. Whose it is comes from the sender's address alone (issue 38, decision 171): from the
 * supplier's reservations e-mail, or one staff added to the supplier, it lands on the reservation's timeline and
 * flags the booking for staff, who set the status (a mail's words are not parsed for one). From any other address
 * it is held as "From another sender" and changes nothing until staff accept or discard it (within the held
 * allowance: past it the mail waits in the mailbox for a person). An auto-reply or a bounce is kept, labelled, and
 * flags nothing. A mail already stored (same Message-ID, sender and body) is only marked read: a forged Message-ID
 * cannot make the lodge's real answer a duplicate. Null: not about a reservation, the enquiries' matching goes on.
 * Read like an enquiry's answer (readMessage): `progress` as its bytes arrive, so a lodge's big PDF on a slow line
 * is not taken for a stalled mailbox, and a download cut midway throws (retried) instead of storing half a mail.
 * The read from IMAP happens before the transaction that stores it.
 */
export const supplierAnswers: InboundMatcher = async ({ imap, orm, candidate, answered, progress }) => {
  const services = createServices(orm.em.fork());
  const subject = candidate.envelope.subject ?? '';
  const reference = SUBJECT_REFERENCE.exec(subject)?.[1];
  const reservationId = (await services.reservationMails.reservationByMessageIds(answered)) ?? (reference ? await services.reservations.idByReference(reference) : null);
  if (!reservationId) return null;
  const senders = await services.lodgeMail.senders(reservationId);
  if (!senders) return null;

  const from = senderAddress(candidate.envelope);
  const suppliers = isKnownAddress(from, senders.addresses);
  if (!suppliers && !(await heldAllowanceLeft(services, from))) return 'unmatched';
  const read = await readMessage(imap, candidate.uid, SUPPLIER_MAIL_MAX_BYTES, progress);
  if (!read) return null;
  const mail: LodgeMail = {
    messageId: line(ownMessageId(candidate.envelope) ?? standInMessageId(from, read.bodyDigest)),
    mailFrom: from,
    bodyDigest: read.bodyDigest,
    subject: line(subject),
    text: plain(read.text),
    automatic: automaticKind(read.headerBlock, from, subject),
  };
  const kind = !suppliers ? LODGE_MAIL_KINDS.held : mail.automatic ? LODGE_MAIL_KINDS.automatic : LODGE_MAIL_KINDS.answer;
  let stored: boolean;
  try {
    stored = await createServices(orm.em.fork()).transaction((tx) => tx.lodgeMail.record(reservationId, mail, kind));
  } catch (error) {
    // Bytes PostgreSQL refuses despite the clean-up: left in the mailbox for a person, not retried for ever.
    if (isDataError(error)) return 'unmatched';
    throw error;
  }
  await imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  if (!stored) return 'duplicate';
  return kind === LODGE_MAIL_KINDS.held ? 'held' : 'stored';
};
