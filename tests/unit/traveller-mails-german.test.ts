import { describe, expect, it } from 'vitest';
import { createElement as h, type ReactElement } from 'react';
import type { BookingForMail } from '#database/repositories/bookings.repo.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { packContent } from '#lib/content/pack.content.ts';
import { packContentDe } from '#lib/content/pack.content.de.ts';
import { BalanceReminder, BookingCancelled, BookingConfirmation, MoneyStatement, PaidInFull, PaymentDetails, PaymentReceipt } from '#server/features/ledger/booking.mails.ts';
import { ledgerMailContent } from '#server/features/ledger/ledger-mail.content.ts';
import { ledgerLettersDe } from '#server/features/ledger/ledger-mail.content.de.ts';
import { TripPackMail } from '#server/features/pack/trip-pack.mails.ts';
import { ReviewRequest, ReviewWithheld } from '#server/features/reviews/review.mails.ts';
import { withheldMailProps } from '#server/features/reviews/review-mail.ts';
import { reviewMailContent } from '#server/features/reviews/review-mail.content.ts';
import { reviewMailContentDe } from '#server/features/reviews/review-mail.content.de.ts';
import { ChangesCopy, ProposalMail } from '#server/features/sale/sale.mails.ts';
import { proposalMailContent } from '#server/features/sale/proposal-mail.content.ts';
import { travellerLettersDe } from '#server/features/sale/proposal-mail.content.de.ts';
import { setLinkSecret } from '#server/links/token-links.ts';
import { englishIn, englishOnly } from '../setup/catalogue-strings.ts';
import { rendered } from './mail-templates-support.ts';

// The withholding mail makes its review link again, as the worker does.
setLinkSecret('a test secret of at least thirty-two characters');

const bank = { accountName: 'Safari Tours Ltd', bankName: 'FNB', accountNumber: '62000000000', branchCode: '250655', swift: 'FIRNZAJJ' };
const booking = {
  id: 'b1',
  reference: 'AST-7K3Q',
  leadName: 'Lena Schmidt',
  currency: 'USD',
  createdAt: '2027-01-10T09:00:00.000Z',
  balanceDueOn: '2027-04-11',
  cancelledOn: '2027-02-01',
  total: 9800.99,
  balance: 6860.69,
  depositDue: 2940.3,
  totalMinor: 980_099,
  depositMinor: 294_030,
  refundDueMinor: 98_010,
  cancellation: { party: 'traveller', bandDaysBefore: 60, refundPercent: 10 },
} as unknown as BookingForMail;
const payment = { bookingId: 'b1', reference: 'AST-7K3Q', leadName: 'Lena Schmidt', currency: 'USD', amountMinor: 294_030, receivedOn: '2027-01-12', totalMinor: 980_099, balanceMinor: 686_069, depositDueMinor: 0, balanceDueOn: '2027-04-11' };
const statement = { ...payment, cause: 'refund' as const, paidMinor: 294_030, refundedMinor: 10_000, cancelled: false, refundOutstandingMinor: 0, balanceMinor: 686_069, depositDueMinor: 0 };
const withheld = { leadName: 'Lena Schmidt', tripName: 'Chobe and the Falls', reason: 'personal-data', linkNonce: 'n', editableUntil: '2999-01-01T00:00:00.000Z' };

/** Every automatic mail to a traveller, in one language. */
const mails = (locale: Locale): [string, ReactElement][] => [
  ['proposal', h(ProposalMail, { firstName: 'Lena', version: 2, replacesVersion: 1, note: null, total: '9.800,99 $', deposit: '2.940,30 $', validUntil: '1. März 2027', link: 'https://safari.example/proposals/x', locale })],
  ['changes copy', h(ChangesCopy, { firstName: 'Lena', version: 1, message: 'Eine Nacht mehr, bitte.', locale })],
  ['booking confirmation', h(BookingConfirmation, { booking, bank, locale })],
  ['balance reminder', h(BalanceReminder, { booking, bank, locale })],
  ['payment details', h(PaymentDetails, { booking, bank, locale })],
  ['cancellation', h(BookingCancelled, { booking, locale })],
  ['receipt', h(PaymentReceipt, { payment, locale })],
  ['paid in full', h(PaidInFull, { payment, packLink: 'https://safari.example/trips/x', locale })],
  ['statement', h(MoneyStatement, { statement, locale })],
  ['travel pack', h(TripPackMail, { leadName: 'Lena Schmidt', link: 'https://safari.example/trips/x', locale })],
  ['review request', h(ReviewRequest, { leadName: 'Lena Schmidt', tripName: 'Chobe and the Falls', link: 'https://safari.example/reviews/x', reminder: true, locale })],
  ['review withheld', h(ReviewWithheld, withheldMailProps(withheld, 'https://safari.example', 'Africa/Johannesburg', locale))],
];

const { bookingAlert: _a, departureFullAlert: _d, waitlistAlert: _w, declinedAlert: _x, changesAlert: _c, ...letters } = proposalMailContent;
const { noBank: _n, nothingDue: _t, noTraveller: _r, ...paymentDetails } = letters.paymentDetails;
const english = [
  ...englishOnly({ ...letters, paymentDetails }, travellerLettersDe),
  ...englishOnly(ledgerMailContent, ledgerLettersDe),
  ...englishOnly({ mail: packContent.mail, paidInFullLink: packContent.paidInFullLink }, { mail: packContentDe.mail, paidInFullLink: packContentDe.paidInFullLink }),
  ...englishOnly(reviewMailContent, reviewMailContentDe),
];

describe('the automatic mails to a German traveller (issue 42)', () => {
  it.each(mails('de'))('writes the %s in German, with no word of the English catalogues', async (_name, element) => {
    const { html, text } = await rendered(element);
    expect(html).toContain('lang="de"');
    expect(englishIn(text, english)).toEqual([]);
  });

  it.each(mails('en'))('still writes the %s in English to an English traveller', async (_name, element) => {
    const { text } = await rendered(element);
    expect(englishIn(text, english).length).toBeGreaterThan(0);
  });

  it('writes German dates and money in the letters', async () => {
    const { text } = await rendered(h(PaymentReceipt, { payment, locale: 'de' }));
    expect(text).toMatch(/2\.940,30\s\$/);
    expect(text).toContain('12. Januar 2027');
  });
});
