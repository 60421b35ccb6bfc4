import { paymentWays } from '#lib/content/payment-ways.ts';
import type { PublicBookingFacts } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';

/** SPEC's "full payment due 60 days before departure", the figure the booking counts with. */
const BALANCE_DAYS = `${BALANCE_DUE_DAYS_BEFORE} days before departure`;

type DepositFacts = Pick<PublicBookingFacts, 'depositAmount' | 'depositDue'>;

/** Part of the deposit is in (issue 29): the page asks only for the rest, under its own label, header and panel alike. */
export const depositPartPaid = (booking: DepositFacts | null): boolean => booking !== null && booking.depositDue < booking.depositAmount;

/** The traveller's proposal page (`/proposals/<token>`, issue 18), in English. */
export const proposalContent = {
  pageTitle: (name: string | null) => (name ? `Your safari proposal: ${name}` : 'Your safari proposal'),
  eyebrow: 'Your proposal',
  greeting: (name: string) => `Prepared for ${name}`,
  version: (n: number) => `Version ${n}`,
  sent: 'Sent',
  /** Staff's preview of a draft (issue 29): the date is when it was last saved, not sent. */
  notSentSaved: 'Not sent yet · last saved',
  previewResponse: 'Preview: the traveller answers here once the proposal is sent. These buttons do nothing in the preview.',
  validUntil: (date: string) => `Valid until ${formatDate(date)}`,
  validUntilLabel: 'Valid until',
  starts: 'Starts',
  party: (adults: number, children: number) =>
    [`${adults} ${adults === 1 ? 'adult' : 'adults'}`, children > 0 ? `${children} ${children === 1 ? 'child' : 'children'}` : null].filter(Boolean).join(', '),
  partyLabel: 'Travellers',
  noteHeading: 'A note from us',
  itineraryEyebrow: 'Day by day',
  itineraryTitle: 'Your itinerary',
  priceEyebrow: 'The price',
  priceTitle: 'Price breakdown',
  table: { caption: 'Each line of the price', item: 'Item', quantity: 'Qty', unitPrice: 'Price each', amount: 'Amount' },
  quantityTimes: (quantity: number, unit: string) => `${quantity} × ${unit}`,
  total: 'Total',
  deposit: (percent: number) => `Deposit to confirm (${percent}%)`,
  balance: 'Balance',
  balanceDue: (date: string) => `due by ${formatDate(date)}, ${BALANCE_DAYS}`,
  balanceDueNoDate: `due ${BALANCE_DAYS}`,
  includedEyebrow: 'The details',
  includedTitle: 'What is included',
  termsIntro: 'Accepting this proposal means accepting our',
  termsLink: 'terms and conditions',
  /** A fixed departure's seats, held for this traveller while the proposal is open (issue 39, R10). */
  seatsHeld: (seats: number, date: string, until: string) =>
    `We are holding ${seats === 1 ? '1 seat' : `${seats} seats`} for you on the departure of ${date} until ${until}.`,
  termsOutro: `(payment ${paymentWays.all}; cancellation as the terms set out).`,
  respondEyebrow: 'Your answer',
  respondTitle: 'Accept or ask for changes',
  respondIntro: 'Nothing is paid online. Once you accept, we send the bank details and your booking reference by e-mail.',
  accept: {
    heading: 'Accept this proposal',
    intro: 'Names exactly as they appear in each passport, please.',
    leadName: 'Lead traveller’s full name',
    phone: 'Phone',
    phoneHint: 'With the country code, e.g. +44 20 7946 0958',
    travellers: 'Other travellers’ full names',
    travellersHint: 'One name per line. Leave empty if you travel alone.',
    terms: 'I accept the terms and conditions',
    readTerms: 'Read the terms and conditions (opens in a new tab)',
    submit: 'Accept this proposal',
    submitting: 'Accepting…',
    failed: 'Could not accept the proposal',
  },
  decline: {
    open: 'Not for you? Decline this proposal',
    question: 'Decline this proposal? We will not hold your places any longer.',
    confirm: 'Yes, decline it',
    declining: 'Declining…',
    keep: 'No, keep it',
    failed: 'Could not decline the proposal. Please try again, or reply to our e-mail.',
    doneTitle: 'You declined this proposal',
    doneText: 'Thank you for letting us know. If you would like another trip or other dates, simply reply to our e-mail.',
  },
  changes: {
    heading: 'Ask for changes',
    intro: 'Other dates, another lodge, one more night? Tell us and we send you a new version.',
    message: 'What would you like to change?',
    submit: 'Send my request',
    submitting: 'Sending…',
    sent: 'Thank you, we have your request',
    sentText: 'We reply within 24 hours with a new version of your proposal.',
    /** Issue 29: what they sent stays on the page, and a copy went to their inbox. */
    youWrote: 'What you sent us',
    copyMailed: 'A copy of your request is on its way to your e-mail.',
    askMore: 'Ask for something else',
    failed: 'Could not send your request',
  },
  accepted: {
    heading: 'You accepted this proposal',
    reference: 'Your booking reference',
    /** What is left of the deposit: its rest after a part of it arrived (issue 29), the whole before any. */
    depositLabel: (booking: DepositFacts | null): string => (depositPartPaid(booking) ? 'Rest of the deposit to pay' : 'Deposit to pay'),
    depositOf: (amount: string) => `of a ${amount} deposit`,
    nextHeading: 'What happens next',
    steps: [
      'We have sent you an e-mail with your booking reference and how to pay the deposit.',
      `Pay the deposit by bank transfer and quote your booking reference, so we can match your payment (${paymentWays.otherWays}).`,
      `We confirm as soon as the deposit arrives. The balance is due ${BALANCE_DAYS}; we remind you by e-mail before then.`,
    ],
    questions: 'Questions? Reply to our e-mail or call us.',
    bankHeading: 'Pay the deposit to',
  },
  /** Once staff recorded the deposit, then the whole price (issue 29): the page stops asking for it. */
  depositIn: {
    heading: 'Your safari is confirmed',
    summary: (on: string, amount: string, due: string | null) =>
      `Deposit received on ${formatDate(on)}, balance ${amount} due ${due ? `by ${formatDate(due)}` : BALANCE_DAYS}.`,
    balanceLabel: 'Balance to pay',
    dueBy: (due: string | null) => (due ? `due by ${formatDate(due)}` : `due ${BALANCE_DAYS}`),
    bankSummary: 'How to pay the balance',
    steps: [
      'Thank you: your deposit is in and your places are held.',
      `Pay the balance by bank transfer by the date above, quoting your booking reference (${paymentWays.otherWays}). We remind you by e-mail before then.`,
    ],
    factLabel: 'Balance due',
  },
  paidInFull: {
    heading: 'Paid in full',
    text: (on: string | null) => (on ? `Thank you: we received the whole price on ${formatDate(on)}. Nothing more is due.` : 'Thank you: we received the whole price. Nothing more is due.'),
    factLabel: 'Payment',
    factValue: 'Paid in full',
    next: 'We send the final details of your safari before you travel. Questions? Reply to our e-mail or call us.',
  },
  cancelled: {
    heading: 'Your booking was cancelled',
    text: (reference: string, on: string) => `We cancelled booking ${reference} on ${on}, by our terms and conditions.`,
    refund: 'Refund due to you',
    noRefund: 'By the terms, no refund is due on this cancellation.',
    next: 'We pay the refund back to the account you paid from and write to you when it is on its way. Questions? Reply to our e-mail or call us.',
    factLabel: 'Booking',
    factValue: 'Cancelled',
  },
  /** The bank details once a proposal is accepted (and on the staff's booking page, as the traveller read them). */
  bank: {
    labels: { accountName: 'Account name', bankName: 'Bank', accountNumber: 'Account number', branchCode: 'Branch code', swift: 'SWIFT' },
    quoteBefore: 'Quote ',
    quoteAfter: ' as the payment reference.',
    none: 'We’ll send our bank details by e-mail.',
  },
  replaced: {
    heading: 'A newer proposal replaced this one',
    text: 'We changed your proposal since we sent this version. Please read and answer the newest one.',
    link: 'Open the newest proposal',
  },
  expired: {
    heading: 'This proposal has expired',
    text: 'Prices and availability change, so our proposals are valid for a limited time. Write to us and we gladly prepare a new one.',
  },
};

/** The page's words; the German sibling (proposal.content.de.ts, issue 42) has every one of them. */
export type ProposalCopy = typeof proposalContent;
