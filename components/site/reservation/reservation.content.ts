/** The words of the supplier's page, `/reservations/<token>` (issue 30). */
export const reservationContent = {
  pageTitle: (reference: string) => `Reservation request ${reference}`,
  intro: (supplier: string) => `A reservation request for ${supplier}. Please answer in one step below.`,
  labels: { reference: 'Our reference', service: 'Service', dates: 'Dates', guests: 'Guests', note: 'Note' },
  answers: { confirm: 'Confirm', provisional: 'Hold provisionally', decline: 'Decline', waitlist: 'Waitlist' },
  answerLegend: 'Your answer',
  yourReference: 'Your confirmation number',
  heldUntil: 'Held until',
  noteLabel: 'Note (optional)',
  submit: 'Send answer',
  sending: 'Sending…',
  recorded: 'Thank you: your answer is recorded.',
  status: {
    draft: 'Not yet requested',
    requested: 'Awaiting your answer',
    confirmed: 'Confirmed',
    provisional: 'Held provisionally',
    declined: 'Declined',
    waitlisted: 'Waitlisted',
    cancelled: 'Cancelled',
  },
  answerRecorded: 'The answer recorded',
  cancelled: 'This reservation was cancelled',
  cancelledText: 'The guests cancelled their trip. Nothing more is needed from you: thank you.',
  /** Staff cancelled this one reservation by hand; the guests' trip goes ahead. */
  cancelledByUsText: 'We have cancelled this reservation. Nothing more is needed from you: thank you.',
  failed: 'Your answer could not be sent',
};
