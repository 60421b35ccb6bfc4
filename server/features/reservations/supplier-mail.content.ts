import { formatDate } from '#lib/format.ts';
import type { ReservationNeeds } from '#lib/domain/reservation/reservation.types.ts';
import { arrivalLine, guestNames, roomsInWords } from '#lib/domain/reservation/reservation-drafts.ts';

type Dated = { checkIn: string | null; checkOut: string | null; serviceDate: string | null };

const dates = (r: Dated) => (r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} to ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : 'to be confirmed');

/** A multi-line answer quoted on its own lines under its label. */
const block = (label: string, text: string | null) => (text ? [`${label}: ${text.includes('\n') ? `\n${text}` : text}`] : []);

/** The words of mails to suppliers (issue 30; the names and needs, issue 39). */
export const supplierMailContent = {
  subject: {
    request: (reference: string, booking: string) => `Reservation request ${booking} [${reference}]`,
    reminder: (reference: string, booking: string) => `Reminder: reservation request ${booking} [${reference}]`,
    cancellation: (reference: string, booking: string) => `Cancellation of reservation ${booking} [${reference}]`,
    rooming: (reference: string, booking: string) => `Updated rooming list ${booking} [${reference}]`,
    // The request's own subject answered (issue 41): mail programs thread it under the request the lodge holds.
    extend: (reference: string, booking: string) => `Re: Reservation request ${booking} [${reference}]`,
  },
  greeting: (supplier: string) => `Dear ${supplier} reservations team,`,
  request: 'We would like to reserve the following for our guests:',
  reminder: 'We have not yet heard from you about the reservation below, and would be grateful for your answer:',
  cancellation: 'The guests have cancelled their trip: please cancel the reservation below. We apologise for the trouble.',
  released: 'We have arranged our guests\' stay elsewhere: please release the reservation below and take them off any waitlist. Thank you for your help.',
  rooming: 'Our guests have sent us their details: here is the updated rooming list for the reservation below. Everything else stays as requested.',
  extend: (heldUntil: string | null) =>
    `${heldUntil ? `You are holding the reservation below for us until ${formatDate(heldUntil)}` : 'You held the reservation below for us'}. Our guests have not yet confirmed: could you please extend the hold? Give us the new date through the link below (choose "provisional"), or confirm if you are ready to.`,
  rows: (r: Dated & ReservationNeeds & { service: string; travellers: string[]; travellerCount: number; note: string | null; reference: string }) =>
    [
      `Our reference: ${r.reference}`,
      `Service: ${r.service}`,
      `Dates: ${dates(r)}`,
      `Rooms: ${roomsInWords(r.rooms)}`,
      `Guests (${r.travellerCount}): ${guestNames(r.travellers, r.travellerCount)}`,
      `Arrival: ${arrivalLine(r, formatDate)}`,
      ...block('Diets', r.diets),
      ...block('Allergies and medical needs', r.allergies),
      ...block('Special requests', r.specialRequests),
      ...(r.note ? [`Note: ${r.note}`] : []),
    ].join('\n'),
  answerLink: 'Confirm, hold, decline or waitlist in one step',
  orReply: 'You may also simply reply to this e-mail, keeping the reference in the subject.',
  signOff: 'With thanks,\nThe reservations desk',
  /** Staff's reminders of a hold about to end, and the alert once it has lapsed (issue 41). */
  holdAlert: {
    subject: (supplier: string, booking: string, hours: number) => `The hold at ${supplier} for ${booking} ends in ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    lapsedSubject: (supplier: string, booking: string) => `The hold at ${supplier} for ${booking} has lapsed`,
    reminder: (supplier: string, reference: string, booking: string, heldUntil: string, hours: number) =>
      `${supplier} holds reservation ${reference} for booking ${booking} until ${formatDate(heldUntil)}: the hold ends in ${hours} ${hours === 1 ? 'hour' : 'hours'}, at midnight. Ask the lodge to extend it from the booking, or confirm it.`,
    lapsed: (supplier: string, reference: string, booking: string, heldUntil: string) =>
      `The hold of ${supplier} on reservation ${reference} for booking ${booking} ended with ${formatDate(heldUntil)} without a confirmation: the lodge may have released the rooms. Ask it to extend the hold from the booking, or request another lodge.`,
    open: 'Open the booking',
  },
  /** Staff's alert of a lodge's decline or waitlist (issue 39), with the lodge's own words. */
  answerAlert: {
    subject: (supplier: string, answer: 'declined' | 'waitlisted', booking: string) => `${supplier} ${answer === 'declined' ? 'declined' : 'waitlisted'} the reservation for ${booking}`,
    body: (supplier: string, answer: 'declined' | 'waitlisted', reference: string, booking: string) =>
      `${supplier} ${answer === 'declined' ? 'declined' : 'put on its waitlist'} reservation ${reference} for booking ${booking}. Request another lodge from the booking, or set the status by hand once it is settled.`,
    note: (note: string) => `The lodge wrote: “${note}”`,
    noNote: 'The lodge left no note.',
    open: 'Open the booking',
  },
};
