/**
 * What an enquiry's timeline entry records, by its kind (decision 143): facts, never sentences. The desk puts
 * them into words when it shows them (components/admin/inquiries/event-words.ts), so rewording or translating
 * the words changes no row and breaks no query. Rows from before (and kinds not listed) keep their `body`.
 */
export interface InquiryEventDataByKind {
  'proposal-sent': { proposalId?: string; version: number; again: boolean; totalMinor: number; depositMinor: number; currency: string };
  /** One entry per version, made at its first view; `views` counts the browsers that opened it (an hour apart). */
  'proposal-viewed': { proposalId?: string; version: number; views: number };
  /** The traveller's own message, and where the version stood when they wrote it. */
  'changes-asked': { proposalId?: string; version: number; state: 'open' | 'expired' | 'replaced'; message: string };
  declined: { proposalId?: string; version: number };
  booked: { bookingId?: string; reference: string; version: number };
  /** `received`: what arrived (minor units) when it was another currency than the booking's, which `amountMinor` credits (issue 29). */
  payment: { paymentId?: string; reference: string; amountMinor: number; currency: string; received?: { amountMinor: number; currency: string } | null; method: string; paymentReference: string | null };
  /**
   * A mail, by reference only: the outbox's row (issue 28) holds its recipient, template and sending state.
   * Mails are still rows of their own today (`kind: 'mail'`); this is the shape they are to take.
   */
  'mail-ref': { mailId: string };
}

export type InquiryEventDataKind = keyof InquiryEventDataByKind;
export type InquiryEventData = InquiryEventDataByKind[InquiryEventDataKind];
