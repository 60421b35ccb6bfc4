import { describe, expect, it } from 'vitest';
import type { MailInquiry } from '#database/dto.ts';
import { operatorAlert } from '#server/mail/compose.ts';

const inquiry: MailInquiry = {
  id: '0b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phone: null,
  packageType: 'custom',
  groupSize: '3-4',
  arrivalDate: null,
  departureDate: null,
  budgetRange: null,
  message: 'Can we add a night at the Falls?',
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
  landingPage: null,
  form: null,
  createdAt: '2026-11-24T08:00:00.000Z',
};
const options = { notifyEmail: 'desk@safari.example', siteUrl: 'https://safari.example', timeZone: 'UTC' };

describe("the operator's alert for an enquiry from a trip page", () => {
  it('names the trip in the subject and links to its page', () => {
    const mail = operatorAlert({ ...inquiry, package: { id: 'x', name: 'Chobe & <Falls>', path: '/packages/chobe-and-falls' } }, options);
    expect(mail.subject).toBe('New enquiry: Amara Okafor, Chobe & <Falls>');
    expect(mail.text).toContain('Sent from the trip page of Chobe & <Falls>: https://safari.example/packages/chobe-and-falls');
    expect(mail.html).toContain('<a href="https://safari.example/packages/chobe-and-falls">Chobe &amp; &lt;Falls&gt;</a>');
  });

  it('says nothing of a trip when the enquiry names none', () => {
    const mail = operatorAlert({ ...inquiry, package: null }, options);
    expect(mail.subject).toBe('New enquiry: Amara Okafor, Custom Package');
    expect(mail.text).not.toContain('trip page');
  });
});
