import { render } from '@react-email/render';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { MailInquiry } from '#database/dto.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import { Acknowledgement, OperatorAlert } from '#server/mail/templates/enquiry.ts';

// Issue 29: the trip is the interest wherever the interest shows; nothing is invented when nothing was chosen.
const base: MailInquiry = {
  id: '0b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phone: null,
  packageType: '',
  groupSize: '3-4',
  arrivalDate: null,
  departureDate: null,
  budgetRange: null,
  message: 'A week in the bush.',
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
  landingPage: null,
  form: null,
  createdAt: '2026-11-24T08:00:00.000Z',
};
const site = { phone: '+27 13 555 0100', whatsapp: null };
const trip = { id: 'x', name: 'Kruger Bush Week', path: '/packages/kruger-bush-week' };
const text = (element: Parameters<typeof render>[0]) => render(element, { plainText: true });

describe('the interest an enquiry shows', () => {
  it('is the trip named, in the acknowledgement and the alert', async () => {
    const ack = await text(h(Acknowledgement, { inquiry: { ...base, package: trip }, site }));
    expect(ack).toContain('Kruger Bush Week');
    expect(ack).not.toContain('Custom Package');
    const alert = await text(h(OperatorAlert, { inquiry: { ...base, package: trip }, siteUrl: 'https://safari.example', timeZone: 'UTC' }));
    expect(alert).toContain('Kruger Bush Week');
  });

  it('falls back to SPEC’s label only when no trip was named, and invents none', async () => {
    expect(interestLabel({ tripName: null, packageType: 'economical' })).toBe('Economical Safari');
    expect(interestLabel({ tripName: null, packageType: '' })).toBeNull();
    expect(await text(h(Acknowledgement, { inquiry: base, site }))).not.toContain('Custom Package');
  });
});
