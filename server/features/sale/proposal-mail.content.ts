import { paymentWays } from '#lib/content/payment-ways.ts';
import type { ChangesAsked } from '#database/repositories/proposals.repo.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { formatDate } from '#lib/format.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';

/** SPEC's "full payment due 60 days before departure", as the booking counts it (lib/domain/booking/booking-facts.ts). */
const DAYS = BALANCE_DUE_DAYS_BEFORE;

/** The words of the proposal and booking mails (issue 18); server/mail/templates/ fills in the figures. */
export const proposalMailContent = {
  signOff: `Warm regards,\n${BRAND_NAME}`,
  proposal: {
    subject: (version: number) => `Your safari proposal from ${BRAND_NAME}${version > 1 ? ` (version ${version})` : ''}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Thank you for planning your safari with us. Your proposal is ready: the itinerary, the price and what is included.',
    open: 'Open your proposal',
    figures: (total: string, deposit: string, validUntil: string) => `Total ${total}; a deposit of ${deposit} confirms it. The proposal is valid until ${validUntil}.`,
    attached: 'The proposal is also attached as a PDF.',
    howTo: 'You can accept it, or ask us for changes, on that page. No payment is taken online.',
    // Issue 29: a new version says what it replaces, and the note to the traveller is in the mail.
    replaces: (version: number, previous: number) => `This is version ${version} of your proposal. It replaces version ${previous}, which can no longer be accepted.`,
    noteIntro: 'A note from us:',
  },
  confirmation: {
    // Not "confirmed": the desk calls a booking Confirmed only once the deposit is in, and so should the traveller's mail.
    subject: (reference: string, wholeNow = false) => `Booking ${reference}: ${wholeNow ? 'how to pay for your safari' : 'how to pay your deposit'}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (reference: string) => `Thank you for accepting our proposal. Your booking reference is ${reference}.`,
    deposit: (amount: string) => `To secure the booking, please pay the deposit of ${amount} by bank transfer (${paymentWays.otherWays}).`,
    quote: (reference: string) => `Please quote ${reference} as the payment reference.`,
    bankHeading: 'Bank details',
    bankLabels: { accountName: 'Account name', bankName: 'Bank', accountNumber: 'Account number', branchCode: 'Branch code', swift: 'SWIFT' },
    noBank: `We will send you our bank details in a separate message (${paymentWays.otherWays}).`,
    balance: (amount: string, due: string) => `The balance of ${amount} is due on ${due} (${DAYS} days before departure).`,
    // Booked less than 60 days before departure (issue 26): SPEC's terms want full payment by then, so all of it is due now.
    wholeNow: (amount: string) =>
      `As your safari departs in less than ${DAYS} days, the whole amount of ${amount} is due now (our terms ask for full payment ${DAYS} days before departure). Please pay it by bank transfer.`,
  },
  bookingAlert: {
    subject: (reference: string, name: string) => `Booked: ${reference}, ${name}`,
    body: (name: string, reference: string, deposit: string, total: string) => `${name} accepted the proposal: booking ${reference}, total ${total}, deposit ${deposit} awaited.`,
    open: 'Open the booking',
  },
  departureFullAlert: {
    subject: (name: string, date: string) => `Departure full: ${name} could not book ${date}`,
    body: (name: string, version: number, date: string, wanted: number, left: number) =>
      `${name} accepted version ${version} for the departure of ${date}, but only ${left} of the ${wanted} seats asked for were left, so no booking was made. They were told we will be in touch: please offer another date or trip.`,
    open: 'Open the inquiry',
  },
  waitlistAlert: {
    subject: (name: string, date: string) => `Seat free on ${date}: ${name} is on the waitlist`,
    body: (name: string, trip: string, date: string, left: number) =>
      `A hold on ${trip} for ${date} has ended, and ${left === 1 ? '1 seat is' : `${left} seats are`} free again. ${name} asked to join the waitlist for it: offer them the seat before the page shows it to everyone.`,
  },
  declinedAlert: {
    subject: (name: string) => `Declined: ${name}'s proposal`,
    body: (name: string, version: number) => `${name} declined version ${version} of their proposal. Any seats it held on a departure are free again.`,
  },
  changesCopy: {
    subject: (version: number) => `Your change request for proposal version ${version}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (version: number) => `Thank you: we have your request for changes to version ${version} of your proposal, and will answer with a new version. This is what you sent:`,
    more: 'To add anything, simply reply to this message.',
  },
  receipt: {
    subject: (reference: string) => `Booking ${reference}: payment received`,
    greeting: (name: string) => `Dear ${name},`,
    received: (amount: string, on: string, reference: string) => `Thank you: we received your payment of ${amount} on ${on} for booking ${reference}.`,
    depositRest: (amount: string) => `The rest of your deposit, ${amount}, is due now: it confirms your booking.`,
    balance: (amount: string, due: string) => `The balance still due is ${amount}, payable by ${due}.`,
    balanceNoDate: (amount: string) => `The balance still due is ${amount}.`,
    quote: (reference: string) => `Please quote ${reference} as the payment reference.`,
  },
  /**
   * "Send payment details" on a booking (issue 29): a booking mail of the outbox, drawn when it goes (its body is not
   * kept, decision 137). The last three are what staff are told when it cannot be sent (a 409 of the route).
   */
  paymentDetails: {
    subject: (reference: string) => `How to pay for booking ${reference}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (reference: string, due: string) => `Here are our bank details for your booking ${reference}. ${due}`,
    deposit: (amount: string) => `The deposit to confirm it is ${amount}.`,
    balance: (amount: string, due: string | null) =>
      due ? `The balance of ${amount} is due by ${formatDate(due)}.` : `The balance of ${amount} is due ${DAYS} days before departure.`,
    quote: (reference: string) => `Please quote ${reference} as the payment reference, so we can match your payment.`,
    noBank: 'No bank details are set: add them in Settings first',
    nothingDue: 'Nothing is due on this booking',
    noTraveller: 'The inquiry was erased: there is nobody to write to',
  },
  paidInFull: {
    subject: (reference: string) => `Booking ${reference}: paid in full`,
    greeting: (name: string) => `Dear ${name},`,
    body: (amount: string, total: string, reference: string) => `Thank you: we received your payment of ${amount}, and booking ${reference} (${total}) is now paid in full. Nothing more is due.`,
    next: 'We look forward to welcoming you on safari.',
  },
  changesAlert: {
    /** Staff see at once when the version asked about can no longer be accepted: a new one is wanted. */
    subject: (name: string, state: ChangesAsked['state']) =>
      `Changes asked: ${name}'s ${{ open: 'proposal', expired: 'expired proposal', replaced: 'replaced proposal' }[state]}`,
    intro: (name: string) => `${name} asked for changes to their proposal:`,
    open: 'Open the inquiry',
  },
  cancelled: {
    subject: (reference: string) => `Booking ${reference}: cancelled`,
    greeting: (name: string) => `Dear ${name},`,
    body: (reference: string, on: string) => `As you asked, we have cancelled booking ${reference} (cancelled on ${on}).`,
    band: (daysBefore: number | null) => (daysBefore === null ? 'fewer days before departure than any refund band' : `${daysBefore} or more days before departure`),
    refund: (amount: string, percent: number, band: string) => `By our terms (${band}), ${percent} % of the total is refunded: we will pay you back ${amount}.`,
    noRefund: (band: string) => `By our terms (${band}), no refund is due on this cancellation.`,
    questions: 'If anything here is not as you expected, simply reply to this message.',
  },
  reminder: {
    subject: (reference: string, dueToday: boolean) => `Booking ${reference}: ${dueToday ? 'your balance is due today' : 'your balance is due in 14 days'}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (reference: string, amount: string, due: string) => `A reminder for booking ${reference}: the balance of ${amount} is due on ${due}.`,
    quote: (reference: string) => `Please quote ${reference} as the payment reference. If you have paid already, thank you: please ignore this message.`,
  },
};
