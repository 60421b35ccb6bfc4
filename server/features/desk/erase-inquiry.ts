import { endLinksOfInquiries } from '#database/repositories/erased-links.ts';
import type { Services } from '../../services.ts';

/**
 * Erasing an enquiry on request (decision 134): its bookings and proposals stay, anonymised, in the same
 * transaction as the enquiry's deletion (the foreign keys set their `inquiry_id` to null); its timeline, mails
 * and keys go with it by cascade. The links its bookings sent (the review link, the lodges' reservation links) end
 * first, while the bookings still name the enquiry (issue 38). False when there is no such enquiry.
 */
export async function eraseInquiry(services: Services, inquiryId: string): Promise<boolean> {
  return services.transaction(async (tx) => {
    await endLinksOfInquiries(tx.em, [inquiryId]);
    if (!(await tx.inquiries.remove(inquiryId))) return false;
    await tx.ledger.anonymiseForInquiries([inquiryId]);
    return true;
  });
}
