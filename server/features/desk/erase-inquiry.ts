import type { Services } from '../../services.ts';

/**
 * Erasing an enquiry on request (decision 134): its bookings and proposals stay, anonymised, in the same
 * transaction as the enquiry's deletion (the foreign keys set their `inquiry_id` to null); its timeline, mails
 * and keys go with it by cascade. False when there is no such enquiry.
 */
export async function eraseInquiry(services: Services, inquiryId: string): Promise<boolean> {
  return services.transaction(async (tx) => {
    if (!(await tx.inquiries.remove(inquiryId))) return false;
    await tx.ledger.anonymiseForInquiries([inquiryId]);
    return true;
  });
}
