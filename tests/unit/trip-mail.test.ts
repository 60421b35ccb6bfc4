import { describe, expect, it } from 'vitest';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import { createElement as h } from 'react';
import { Acknowledgement, OperatorAlert } from '#server/features/desk/enquiry.mails.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import { rendered } from './mail-templates-support.ts';

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
const operatorAlert = (i: MailInquiry) => rendered(h(OperatorAlert, { inquiry: i, siteUrl: 'https://safari.example', timeZone: 'UTC' }));

describe("the operator's alert for an enquiry from a trip page", () => {
  it('names the trip and links to its page', async () => {
    const mail = await operatorAlert({ ...inquiry, package: { id: 'x', name: 'Chobe & <Falls>', path: '/packages/chobe-and-falls' } });
    expect(mail.text).toContain('Sent from the trip page of Chobe & <Falls> https://safari.example/packages/chobe-and-falls');
    expect(mail.html).toMatch(/<a href="https:\/\/safari.example\/packages\/chobe-and-falls"[^>]*>Chobe &amp; &lt;Falls&gt;<\/a>/);
  });

  it('says nothing of a trip when the enquiry names none', async () => {
    const mail = await operatorAlert({ ...inquiry, package: null });
    expect(mail.text).not.toContain('trip page');
  });
});

// Issue 29: the trip is the interest wherever the interest shows; nothing is invented when nothing was chosen.
describe('the interest an enquiry shows', () => {
  const trip = { id: 'x', name: 'Kruger Bush Week', path: '/packages/kruger-bush-week' };
  const site = { phone: '+27 13 555 0100', whatsapp: null };

  it('is the trip named, in the acknowledgement and the alert', async () => {
    const ack = await rendered(h(Acknowledgement, { inquiry: { ...inquiry, packageType: '', package: trip }, site }));
    expect(ack.text).toContain('Kruger Bush Week');
    expect(ack.text).not.toContain('Custom Package');
    expect((await operatorAlert({ ...inquiry, packageType: '', package: trip })).text).toContain('Kruger Bush Week');
  });

  it('falls back to SPEC’s label only when no trip was named, and invents none', async () => {
    expect(interestLabel({ tripName: null, packageType: 'economical' })).toBe('Economical Safari');
    expect(interestLabel({ tripName: null, packageType: '' })).toBeNull();
    expect((await rendered(h(Acknowledgement, { inquiry: { ...inquiry, packageType: '' }, site }))).text).not.toContain('Custom Package');
  });
});
