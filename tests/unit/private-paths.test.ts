import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { withoutTokens } from '#lib/domain/links/private-paths.ts';
import { validInquiry } from '../fixtures/records.ts';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MGFi';

describe('withoutTokens', () => {
  it.each([
    [`/proposals/${TOKEN}`, '/proposals/:token'],
    [`/proposals/${TOKEN}?utm_source=mail#top`, '/proposals/:token?utm_source=mail#top'],
    [`/api/proposals/${TOKEN}/accept`, '/api/proposals/:token/accept'],
    [`//Proposals//${TOKEN}/changes`, '//Proposals//:token/changes'],
    [`/reservations/${TOKEN}`, '/reservations/:token'],
    [`/reviews/${TOKEN}`, '/reviews/:token'],
    [`/trips/${TOKEN}/pack`, '/trips/:token/pack'],
    [`https://safari.example/proposals/${TOKEN}`, 'https://safari.example/proposals/:token'],
  ])('replaces the token of %s', (path, expected) => {
    expect(withoutTokens(path)).toBe(expected);
  });

  it.each(['/', '/packages/chobe', '/proposals', '/admin/inquiries/1/proposals', 'https://google.com/search', '/reviews/policy', '/reviews/policy?x=1'])('leaves %s as it is', (path) => {
    expect(withoutTokens(path)).toBe(path);
  });
});

describe('an enquiry’s lead source and names', () => {
  it('stores a landing page and referrer on a token’s page only as its pattern', () => {
    const parsed = v.parse(inquirySchema('Africa/Johannesburg'), { ...validInquiry, landingPage: `/proposals/${TOKEN}?utm_source=mail`, referrer: `https://safari.example/proposals/${TOKEN}?x=1` });
    expect(parsed.landingPage).toBe('/proposals/:token?utm_source=mail');
    expect(parsed.referrer).toBe('https://safari.example/proposals/:token');
  });

  it('stores names on one line: line breaks of every kind become spaces', () => {
    const parsed = v.parse(inquirySchema('Africa/Johannesburg'), { ...validInquiry, firstName: 'Ada\r\nBcc: x@evil.test', lastName: 'Love\u2028lace\u0085Jr' });
    expect(parsed.firstName).toBe('Ada Bcc: x@evil.test');
    expect(parsed.lastName).toBe('Love lace Jr');
  });
});
