import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';

/** The dashboard's words about mail: the reply box, mail on the timeline, and mail problems. */
export const mailContent = {
  reply: {
    heading: 'Reply by e-mail',
    intro: (email: string, answersReachDesk: boolean) =>
      answersReachDesk
        ? `Goes to ${email}. Their answer appears on this inquiry's timeline below, and the inquiry moves back to New.`
        : `Goes to ${email}. Their answer arrives in the team's e-mail inbox, not on this page.`,
    subject: 'Subject',
    subjectDefault: 'Your safari inquiry',
    body: 'Message',
    submit: 'Send Reply',
    submitting: 'Sending...',
    queued: 'Reply queued: it shows as sent on the timeline within moments',
    failed: 'Could not queue the reply',
  },
  templates: {
    'operator-alert': 'Alert to the team',
    acknowledgement: 'Acknowledgement to the traveller',
    reply: 'Reply',
    proposal: 'Proposal to the traveller',
    'booking-confirmation': 'Booking confirmation to the traveller',
    'booking-alert': 'Booking alert to the team',
    'changes-alert': 'Change request alert to the team',
    'balance-reminder': 'Balance reminder to the traveller',
    'booking-cancelled': 'Cancellation and refund due to the traveller',
    'departure-full-alert': 'Departure full alert to the team',
    'declined-alert': 'Proposal declined alert to the team',
    'password-reset': 'Password link to a colleague',
    'payment-receipt': 'Payment receipt to the traveller',
    'paid-in-full': 'Paid in full note to the traveller',
    'payment-details': 'Payment details to the traveller',
    'changes-copy': "Copy of the traveller's change request",
    'review-request': 'Review request to the traveller',
    'review-reminder': 'Review reminder to the traveller',
    'review-withheld': 'Review withheld, to its author',
    'trip-pack': 'Travel pack link to the traveller',
    'reservation-request': 'Reservation request to a supplier',
    'reservation-reminder': 'Reservation reminder to a supplier',
    'reservation-cancellation': 'Reservation cancellation to a supplier',
  } satisfies Record<MailTemplate, string>,
  status: {
    queued: 'Queued',
    retrying: 'Retrying',
    sent: 'Sent',
    failed: 'Not sent',
  },
  to: (recipient: string) => `to ${recipient}`,
  problems: {
    heading: 'Mail problems',
    intro: 'These mails could not be delivered after a day of retries. Check the error, then retry.',
    recipient: 'To',
    subject: 'Subject',
    error: 'Why',
    detail: 'What the mail server said (for whoever looks after the mail account)',
    enquiry: (name: string) => `Inquiry from ${name}`,
    retry: 'Retry',
    retrying: 'Retrying...',
    retried: 'Queued again',
    retryFailed: 'Could not retry the mail',
  },
} as const;
