import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InquiryFacts } from '#pages/admin/(dashboard)/inquiries/@id/InquiryFacts.tsx';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';

const inquiry: InquiryRecord = {
  id: '0b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f',
  reference: 1001,
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  adults: null,
  childrenAges: null,
  country: null,
  packageType: 'custom',
  tripName: null,
  departureId: null,
  departureOn: null,
  groupSize: '3-4',
  arrivalDate: null,
  departureDate: null,
  message: 'Can we add a night at the Falls?',
  phone: null,
  safariType: null,
  budgetRange: null,
  status: 'pending',
  createdAt: '2026-11-24T08:00:00.000Z',
  firstRespondedAt: null,
  needsReply: true,
  needsReplySince: null,
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  form: null,
  spamFlag: null,
  spamReason: null,
  locale: 'en',
};

describe("the desk's enquiry facts", () => {
  it('names the trip the enquiry was sent from, linked to its page', () => {
    const html = renderToStaticMarkup(
      createElement(InquiryFacts, { inquiry: { ...inquiry, package: { id: 'x', name: 'Chobe & Victoria Falls', path: '/packages/chobe-and-victoria-falls' } } }),
    );
    expect(html).toContain('>Trip</dt>');
    expect(html).toMatch(/<a href="\/packages\/chobe-and-victoria-falls"[^>]*>Chobe &amp; Victoria Falls<\/a>/);
  });

  it('shows no trip row when the enquiry names none', () => {
    expect(renderToStaticMarkup(createElement(InquiryFacts, { inquiry: { ...inquiry, package: null } }))).not.toContain('>Trip</dt>');
  });
});
