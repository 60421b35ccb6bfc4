/**
 * How a traveller may pay, in the one set of words every page, mail and PDF uses (issue 39, R14): SPEC's Terms
 * take a bank transfer, a credit card or a certified cheque; none of them online (decision 101). A transfer is
 * what the bank details are for; the other two are arranged with us.
 */
export const paymentWays = {
  /** After "Pay the deposit by bank transfer": the other ways, so no page offers less than a mail. */
  otherWays: 'or call us to pay by credit card over the phone, or send a certified cheque',
  /** The whole of it, for the Terms line of a proposal and its PDF. */
  all: 'by bank transfer, by credit card over the phone or by certified cheque',
} as const;
