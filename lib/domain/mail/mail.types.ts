/**
 * The outbox and the mailbox, as the desk sees them (decision 140).
 * The plain, serialisable shapes that repositories return and pages and the API send. Client-safe: types only.
 */
export type MailTemplate =
  | 'operator-alert' | 'acknowledgement' | 'reply'
  // Proposals and bookings (decision 100).
  | 'proposal' | 'booking-confirmation' | 'booking-alert' | 'changes-alert' | 'balance-reminder'
  // Issue 26.
  | 'booking-cancelled'
  // The bank details and what is due, sent from a booking (issue 29); rendered from the booking and Settings.
  | 'payment-details'

  // A traveller's accept found the departure full (issue 26); a seat freed for someone on its waitlist (issue 39).
  | 'departure-full-alert' | 'waitlist-seat-alert'
  // The traveller declined a proposal (issue 26).
  | 'declined-alert'
  // A password link to a member of staff (decision 122).
  | 'password-reset'
  // Issue 29: a payment's receipt, the "paid in full" note, and the traveller's copy of a change request.
  | 'payment-receipt' | 'paid-in-full' | 'changes-copy'
  // Issue 39: the corrected statement after a void, a refund or a changed refund due.
  | 'money-statement'
  // A review asked for after the trip, and its one reminder (issue 31).
  | 'review-request' | 'review-reminder'
  // Staff withheld a traveller's review: why, and how to fix it (issue 39).
  | 'review-withheld'
  // Issue 30: the traveller's pack link, and a reservation's request, reminder and cancellation to its supplier.
  | 'trip-pack' | 'reservation-request' | 'reservation-reminder' | 'reservation-cancellation'
  // Issue 39: the updated rooming list to a supplier, and staff's alert of a decline or a waitlist.
  | 'reservation-rooming' | 'reservation-answer-alert'
  // Issue 41: a change to the trip after the pack was sent, to the lead traveller.
  | 'trip-change'

  // Issue 41: the ask to a lodge to extend its hold, and staff's reminders before a hold ends and alert once it lapsed.
  | 'reservation-extend' | 'reservation-hold-alert';

/** One mail of the outbox (decision 140), as the worker and the mail-problems list see it. */
export interface MailRecord {
  id: string;
  /** The enquiry it is about (its timeline shows it), if any. */
  inquiryId: string | null;
  /** The staff account it goes to, if any. */
  adminId: string | null;
  template: MailTemplate;
  recipient: string;
  subject: string;
  /** The template's input as it was when queued; null once a secret's mail is done. */
  data: Record<string, unknown>;
  /** Staff's words (a reply), or the message a staff alert quotes. */
  body: string | null;
  status: 'queued' | 'sent' | 'failed' | 'expired';
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** How the mailbox IMAP_URL reads was last found (the IMAP worker keeps it current), for the Overview. */
export interface MailboxState {
  /** "desk@safari.example on imap.example.com" */
  mailbox: string;
  reachable: boolean;
  /** The first failure of the current outage. */
  failingSince: string | null;
  lastError: string | null;
  checkedAt: string;
}

/** A mail whose retries are spent, with whom the enquiry is from, for the dashboard's "mail problems". */
/** What the desk shows of a mail: never its data (a password link, the enquiry as received). */
export type MailView = Omit<MailRecord, 'data'>;

export interface MailProblem extends MailView {
  inquiryId: string;
  inquiryName: string;
}

/** A mail that has been failing for a while and is still being retried (the Overview's "mail delayed"). */
export interface MailDelay {
  id: string;
  inquiryId: string;
  inquiryName: string;
  recipient: string;
  subject: string;
  /** The mail server's last answer (shown in words by lib/mail-trouble.ts). */
  lastError: string | null;
  attempts: number;
  failingSince: string;
  /** When the queue tries it next; null while a worker is trying it right now. */
  nextTryAt: string | null;
}
