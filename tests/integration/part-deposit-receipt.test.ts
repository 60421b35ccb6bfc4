import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { renderMail } from '#server/mail/render.ts';
import { acceptedBooking } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { registered } from '#server/features/index.ts';

// Issue 29: a receipt says what is still due. After a part of the deposit, that is first the rest of the deposit.
const ctx = withSignedInApp();
const settings = { siteUrl: 'https://safari.example', notifyEmail: 'desk@safari.example' };

async function receipts(inquiryId: string) {
  const mails = (await ctx.app.services().mail.forInquiry(inquiryId)).filter((m) => m.template === 'payment-receipt');
  return Promise.all(mails.map(async (mail) => (await renderMail(mail, { em: ctx.app.orm.em.fork(), settings, timeZone: 'UTC' }, await registered.mails())).text));
}

describe('the receipt of a part of the deposit', () => {
  it('asks for the rest of the deposit, and the receipt that completes it does not', async () => {
    const { bookingId, inquiryId } = await acceptedBooking(ctx.app, ctx.staff);
    const pay = (amount: number, reference: string) =>
      ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference });

    // 9,800.99 in all, a 2,940.30 deposit.
    expect((await pay(1000, 'PART')).status).toBe(201);
    const [part] = await receipts(inquiryId);
    expect(part).toContain('The rest of your deposit, $1,940.30, is due now: it confirms your booking.');
    expect(part).toContain('The balance still due is $8,800.99');

    expect((await pay(1940.3, 'REST')).status).toBe(201);
    const texts = await receipts(inquiryId);
    expect(texts).toHaveLength(2);
    const rest = texts.find((text) => text.includes('$1,940.30 on'))!;
    expect(rest).not.toContain('The rest of your deposit');
    expect(rest).toContain('The balance still due is $6,860.69');
  });
});
