import type { Orm } from '#database/orm.ts';
import { HELD_KEPT_DAYS, HELD_PER_SENDER_PER_DAY } from '../../mail/inbound/read-answer.ts';
import { createServices, type Services } from '../../services.ts';
import { recordAnswerIn } from './record-answer.ts';

/**
 * Staff accept a held mail (decision 136): it leaves the timeline as "From another sender" and is recorded
 * as the traveller's answer by the one path every answer takes (`recordAnswerIn`: whatever an answer does to the
 * enquiry, this does too), with its files. With `addAddress`, the sender's later mail is the traveller's as well.
 * One transaction; null when there is no such held mail (already accepted or discarded).
 */
export async function acceptHeldMail(
  services: Services,
  inquiryId: string,
  eventId: string,
  options: { addAddress: boolean; by: string | null },
): Promise<{ sender: string | null; addresses: string[] | null } | null> {
  return services.transaction(async (tx) => {
    const answer = await tx.heldMail.take(inquiryId, eventId);
    if (!answer) return null;
    if (!(await recordAnswerIn(tx.em, inquiryId, answer))) return null;
    const sender = answer.mailFrom ?? null;
    if (!(options.addAddress && sender)) return { sender, addresses: null };
    await tx.inquiryAddresses.add(inquiryId, sender, options.by);
    await tx.em.flush();
    return { sender, addresses: await tx.inquiryAddresses.list(inquiryId) };
  });
}

/** Staff discard a held mail: it and its files are deleted. False when there is no such held mail. */
export function discardHeldMail(services: Services, inquiryId: string, eventId: string): Promise<boolean> {
  return services.heldMail.discard(inquiryId, eventId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether another mail from `sender` may be held (decision 171): at most HELD_PER_SENDER_PER_DAY in 24 hours, on
 * enquiries and reservations together, so one stranger cannot fill the desk's timelines.
 */
export async function heldAllowanceLeft(services: Services, sender: string | null, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - DAY_MS);
  const held = (await services.heldMail.heldSince(sender, since)) + (await services.lodgeMail.heldSince(sender, since));
  return held < HELD_PER_SENDER_PER_DAY;
}

/**
 * Staff accept a mail held on a reservation (decision 171): it becomes the lodge's answer (an auto-reply or bounce
 * stays labelled and flags nothing). With `addAddress`, the sender's later mail is the supplier's as well. One
 * transaction; null when there is no such held mail (already accepted or discarded).
 */
export async function acceptHeldLodgeMail(
  services: Services,
  reservationId: string,
  eventId: string,
  options: { addAddress: boolean; by: string | null },
): Promise<{ sender: string | null; addresses: string[] | null } | null> {
  return services.transaction(async (tx) => {
    const accepted = await tx.lodgeMail.accept(reservationId, eventId);
    if (!accepted) return null;
    if (!(options.addAddress && accepted.sender)) return { sender: accepted.sender, addresses: null };
    await tx.suppliers.addAddress(accepted.supplierId, accepted.sender, options.by);
    await tx.em.flush();
    return { sender: accepted.sender, addresses: await tx.suppliers.addresses(accepted.supplierId) };
  });
}

/** Staff discard a mail held on a reservation; false when there is no such held mail. */
export function discardHeldLodgeMail(services: Services, reservationId: string, eventId: string): Promise<boolean> {
  return services.transaction((tx) => tx.lodgeMail.discard(reservationId, eventId));
}

/** The housekeeping sweep: held mail staff left for HELD_KEPT_DAYS goes, with its files (decision 171). */
export async function dropStaleHeldMail(orm: Orm, now: Date): Promise<number> {
  const before = new Date(now.getTime() - HELD_KEPT_DAYS * DAY_MS);
  return createServices(orm.em.fork()).transaction(async (tx) => (await tx.heldMail.dropHeldBefore(before)) + (await tx.lodgeMail.dropHeldBefore(before)));
}
