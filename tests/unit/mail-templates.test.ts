import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';
import { registered } from '#server/features/index.ts';

/** Every template a mail can name, checked by the compiler: a template added to the type must be listed here. */
const EVERY_TEMPLATE: Record<MailTemplate, true> = {
  'operator-alert': true, acknowledgement: true, reply: true, proposal: true, 'booking-confirmation': true, 'booking-alert': true,
  'changes-alert': true, 'balance-reminder': true, 'booking-cancelled': true, 'payment-details': true, 'departure-full-alert': true, 'waitlist-seat-alert': true,
  'declined-alert': true, 'password-reset': true, 'payment-receipt': true, 'paid-in-full': true, 'money-statement': true, 'changes-copy': true,
  'review-request': true, 'review-reminder': true, 'review-withheld': true, 'trip-pack': true, 'reservation-request': true, 'reservation-reminder': true,
  'reservation-cancellation': true, 'reservation-rooming': true, 'reservation-answer-alert': true,
  'trip-change': true,
  'reservation-extend': true, 'reservation-hold-alert': true,
};

describe("the features' mail templates (decision 164)", () => {
  it('cover every template a mail can name, each sent by one feature', async () => {
    // A template no feature registers would be queued and then fail at every attempt until it is dead-lettered.
    expect(Object.keys(await registered.mails()).sort()).toEqual(Object.keys(EVERY_TEMPLATE).sort());
  });

  it("put the desk's Reply-To on exactly the traveller's mails", async () => {
    const templates = await registered.mails();
    const toTraveller = Object.entries(templates).filter(([, def]) => def.to === 'traveller').map(([name]) => name).sort();
    expect(toTraveller).toEqual(
      ['acknowledgement', 'reply', 'proposal', 'booking-confirmation', 'balance-reminder', 'booking-cancelled', 'payment-receipt', 'paid-in-full', 'money-statement', 'payment-details', 'changes-copy', 'review-request', 'review-reminder', 'review-withheld', 'trip-pack', 'trip-change'].sort(),
    );
  });
});
