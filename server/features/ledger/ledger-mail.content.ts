/**
 * The ledger's own words to the traveller (issues 38 and 39): the cancellation as each party's, and the corrected
 * statement sent whenever money they were told about changes. The other booking letters' words are in
 * ../sale/proposal-mail.content.ts.
 */
export const ledgerMailContent = {
  cancelled: {
    // Never "as you asked" when the operator cancelled (issue 39).
    traveller: (reference: string, on: string) => `As you asked, we have cancelled booking ${reference} (cancelled on ${on}).`,
    operator: (reference: string, on: string) =>
      `We are very sorry: we have had to cancel booking ${reference} (cancelled on ${on}). This was our decision, not yours.`,
    operatorRefund: (amount: string) => `As we cancelled, we will pay you back everything you paid: ${amount}.`,
    operatorNothingPaid: 'As nothing had been paid yet, there is nothing to pay back.',
  },
  statement: {
    subject: (reference: string) => `Booking ${reference}: your corrected statement`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (reference: string) => `The money on booking ${reference} has changed. This statement replaces what we wrote before:`,
    why: {
      'payment-voided': 'A payment recorded by mistake has been struck out.',
      refund: 'We have recorded a refund to you.',
      'refund-voided': 'A refund recorded by mistake has been struck out.',
      'refund-due': 'The refund due to you has changed.',
    },
    paid: (amount: string) => `Paid: ${amount}`,
    refunded: (amount: string) => `Refunded: ${amount}`,
    refundDue: (amount: string) => `Still to refund to you: ${amount}`,
    nothingDue: 'Nothing is due from you now.',
    balance: (amount: string, due: string | null) => (due ? `Due from you: ${amount}, by ${due}` : `Due from you: ${amount}`),
    depositNow: (amount: string) => `Due from you now: ${amount}, the rest of your deposit`,
    questions: 'If anything here is not as you expected, simply reply to this message.',
  },
};

/** Their German in ledger-mail.content.de.ts (issue 42). */
export type LedgerLetters = typeof ledgerMailContent;

export type StatementCause = keyof typeof ledgerMailContent.statement.why;
