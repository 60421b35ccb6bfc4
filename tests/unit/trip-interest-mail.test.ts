import { describe, expect, it } from 'vitest';
import type { MailInquiry } from '#database/dto.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import { operatorAlert, travellerAcknowledgement } from '#server/mail/compose.ts';

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

describe('the interest an enquiry shows', () => {
  it('is the trip named, in the acknowledgement’s data and the alert’s subject', () => {
    const ack = travellerAcknowledgement({ ...base, package: trip }, { notifyEmail: 'desk@safari.example', site });
    expect(ack.text).toContain('Kruger Bush Week');
    expect(ack.text).not.toContain('Custom Package');
    const alert = operatorAlert({ ...base, package: trip }, { notifyEmail: 'desk@safari.example', siteUrl: 'https://safari.example', timeZone: 'UTC' });
    expect(alert.subject).toBe('New enquiry: Amara Okafor, Kruger Bush Week');
  });

  it('falls back to SPEC’s label only when no trip was named, and invents none', () => {
    expect(interestLabel({ tripName: null, packageType: 'economical' })).toBe('Economical Safari');
    expect(interestLabel({ tripName: 'Kruger Bush Week', packageType: 'economical' })).toBe('Kruger Bush Week');
    expect(interestLabel({ tripName: null, packageType: '', safariType: null })).toBeNull();
    const ack = travellerAcknowledgement(base, { notifyEmail: 'desk@safari.example', site });
    expect(ack.text).not.toContain('Custom Package');
  });
});
