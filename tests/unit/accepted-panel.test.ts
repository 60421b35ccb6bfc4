import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AcceptedPanel, type AcceptedBookingFacts } from '#components/site/proposal/AcceptedPanel.tsx';

// Issue 29: a traveller who has paid is never asked to pay again.
const BANK = { accountName: 'Ama Safaris', bankName: 'First Bush Bank', accountNumber: '62845119073', branchCode: '250655', swift: 'FIRNZAJJ' };
const base: AcceptedBookingFacts = {
  reference: 'AST-VFP8',
  depositAmount: 1398.3,
  depositDue: 1398.3,
  currency: 'USD',
  status: 'deposit-due',
  balance: 4661,
  balanceDueOn: '2027-04-11',
  depositReceivedOn: null,
  paidInFullOn: null,
};
const text = (facts: Partial<AcceptedBookingFacts>) =>
  renderToStaticMarkup(createElement(AcceptedPanel, { booking: { ...base, ...facts }, bank: BANK }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the accepted proposal panel', () => {
  it('asks for the deposit with the bank details before it arrives', () => {
    const page = text({});
    expect(page).toContain('Deposit to pay $1,398.30');
    expect(page).toContain('Pay the deposit to');
  });

  it('asks only for the rest of the deposit after a part of it arrived', () => {
    const page = text({ depositDue: 398.3 });
    expect(page).toContain('Rest of the deposit to pay $398.30 of a $1,398.30 deposit');
    expect(page).not.toContain('Deposit to pay $1,398.30');
    expect(page).toContain('Pay the deposit to');
  });

  it('says when the deposit was received and what is due by when, without asking for the deposit', () => {
    const page = text({ status: 'confirmed', depositReceivedOn: '2026-11-20', balance: 3262.7 });
    expect(page).toContain('Deposit received on 20 Nov 2026, balance $3,262.70 due by 11 Apr 2027.');
    expect(page).not.toContain('Deposit to pay');
    expect(page).not.toContain('Pay the deposit to');
  });

  it('says paid in full and shows no bank details once everything is in', () => {
    const page = text({ status: 'paid', depositReceivedOn: '2026-11-20', paidInFullOn: '2026-12-01', balance: 0 });
    expect(page).toContain('Paid in full');
    expect(page).toContain('we received the whole price on 1 Dec 2026');
    expect(page).not.toContain('62845119073');
    expect(page).not.toContain('Deposit to pay');
  });
});
