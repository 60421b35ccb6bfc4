import { formatDate } from '#lib/format.ts';

const dates = (r: { checkIn: string | null; checkOut: string | null; serviceDate: string | null }) =>
  r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} to ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : 'to be confirmed';

/** The words of mails to suppliers (issue 30). */
export const supplierMailContent = {
  subject: {
    request: (reference: string, booking: string) => `Reservation request ${booking} [${reference}]`,
    reminder: (reference: string, booking: string) => `Reminder: reservation request ${booking} [${reference}]`,
    cancellation: (reference: string, booking: string) => `Cancellation of reservation ${booking} [${reference}]`,
  },
  greeting: (supplier: string) => `Dear ${supplier} reservations team,`,
  request: 'We would like to reserve the following for our guests:',
  reminder: 'We have not yet heard from you about the reservation below, and would be grateful for your answer:',
  cancellation: 'The guests have cancelled their trip: please cancel the reservation below. We apologise for the trouble.',
  rows: (r: { service: string; checkIn: string | null; checkOut: string | null; serviceDate: string | null; travellers: string[]; travellerCount: number; note: string | null; reference: string }) =>
    [
      `Our reference: ${r.reference}`,
      `Service: ${r.service}`,
      `Dates: ${dates(r)}`,
      `Guests (${r.travellerCount}): ${r.travellers.join(', ') || 'names to follow'}`,
      ...(r.note ? [`Note: ${r.note}`] : []),
    ].join('\n'),
  answerLink: 'Confirm, hold, decline or waitlist in one step',
  orReply: 'You may also simply reply to this e-mail, keeping the reference in the subject.',
  signOff: 'With thanks,\nThe reservations desk',
};
