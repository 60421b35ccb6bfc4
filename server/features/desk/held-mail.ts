import { recordAnswerIn } from './record-answer.ts';
import type { Services } from '../../services.ts';

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
