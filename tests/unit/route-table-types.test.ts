import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BookingDetail, BookingPage, Proposal } from '#lib/domain/sale/proposal.types.ts';
import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import type { InquiryDetail, InquiryReceipt } from '#lib/domain/enquiry/enquiry.types.ts';
import type { PublicReviewPage } from '#lib/domain/review/review.types.ts';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { paymentSchema } from '#lib/domain/booking/booking.schema.ts';
import { schemaFields, type FileAnswer, type ResponseOf } from '#lib/api-route.ts';
import { apiRoute, type ApiRouteKey, type ApiRouteOf } from '#lib/api-routes.ts';
import type { Client } from '#lib/api-request.browser.ts';
import { cacheKey } from '#server/cache/public-cache.ts';
import { targets, type ValidRecords } from '../../scripts/soak/fuzz.ts';
import { bodyFields, queryFields } from '../../scripts/soak/routes.ts';

type Answer<K extends ApiRouteKey> = ResponseOf<ApiRouteOf<K>>;
// Types only: the client is never called here.
declare const api: Client;

describe('the route table’s response types (issue 37)', () => {
  it('gives each entry what its handler answers', () => {
    expectTypeOf<Answer<'bookings.list'>>().toEqualTypeOf<BookingPage>();
    expectTypeOf<Answer<'bookings.cancel'>>().toEqualTypeOf<BookingDetail | null>();
    expectTypeOf<Answer<'inquiries.get'>>().toEqualTypeOf<InquiryDetail>();
    expectTypeOf<Answer<'inquiries.create'>>().toEqualTypeOf<InquiryReceipt>();
    expectTypeOf<Answer<'proposals.update'>>().toEqualTypeOf<Proposal>();
    expectTypeOf<Answer<'reservations.get'>>().toEqualTypeOf<ReservationView>();
    expectTypeOf<Answer<'reviews.list'>>().toEqualTypeOf<PublicReviewPage>();
    expectTypeOf<Answer<'settings.updateCompany'>>().toEqualTypeOf<CompanySettings>();
    expectTypeOf<Answer<'inquiries.erase'>>().toEqualTypeOf<undefined>();
  });

  it('marks a file download as bytes reached by its address, not JSON', () => {
    expectTypeOf<Answer<'proposals.pdf'>>().toEqualTypeOf<FileAnswer>();
    expectTypeOf<Answer<'inquiries.export'>>().toEqualTypeOf<FileAnswer>();
    expectTypeOf<Answer<'reservations.voucher'>>().toEqualTypeOf<FileAnswer>();
  });

  it('leaves no entry without a declared answer', () => {
    // The answers of every key, as one union: a single entry declaring none would make it unknown.
    expectTypeOf<Answer<ApiRouteKey>>().not.toBeUnknown();
  });

  it('makes the browser’s call resolve to it, still overridable', () => {
    const calls = () => ({
      list: api.bookings.list({ query: { status: 'confirmed' } }),
      company: api.settings.updateCompany({ reviewLinks: [] }),
      pdf: api.proposals.pdf({ id: 'x' }),
      asked: api.proposals.shareLink<{ url: string; extra?: string }>({ id: 'x' }),
    });
    expectTypeOf<ReturnType<typeof calls>['list']>().toEqualTypeOf<Promise<BookingPage>>();
    expectTypeOf<ReturnType<typeof calls>['company']>().toEqualTypeOf<Promise<CompanySettings>>();
    expectTypeOf<ReturnType<typeof calls>['pdf']>().toEqualTypeOf<Promise<FileAnswer>>();
    expectTypeOf<ReturnType<typeof calls>['asked']>().toEqualTypeOf<Promise<{ url: string; extra?: string }>>();
  });

  it('costs nothing at run time: an entry carries no response value', () => {
    expect(Object.keys(apiRoute('bookings.list'))).not.toContain('response');
  });
});

describe('what comes from the entries’ schemas (issue 37)', () => {
  it('reads an object’s, a pipe’s, a list’s and a union’s field names', () => {
    expect(schemaFields(paymentSchema)).toEqual(Object.keys(paymentSchema.entries));
    expect(schemaFields(v.pipe(v.unknown(), v.partial(v.object({ a: v.string(), b: v.number() }))))).toEqual(['a', 'b']);
    expect(schemaFields(v.array(v.object({ question: v.string() })))).toEqual(['question']);
    expect(schemaFields(v.union([v.object({ a: v.string() }), v.object({ a: v.string(), b: v.string() })]))).toEqual(['a', 'b']);
    expect(schemaFields(undefined)).toEqual([]);
  });

  it('keys the cached review list on its query schema’s parameters', () => {
    expect(cacheKey('/api/reviews?utm_source=x&offset=10&trip=big-five&limit=5')).toBe('/api/reviews?trip=big-five&limit=5&offset=10');
  });

  it('fuzzes every field of a route’s schema, one the soak never listed included', () => {
    expect(bodyFields('POST /api/admin/bookings/:id/payments')).toEqual(Object.keys(paymentSchema.entries));
    expect(queryFields('GET /api/reviews')).toEqual(['trip', 'limit', 'offset']);
    const valid = { pkg: { name: 'Fuzz trip' } } as unknown as ValidRecords;
    const create = targets(valid).find((target) => target.route === 'POST /api/admin/packages')!;
    const seen = new Set(fc.sample(create.body!, { numRuns: 300, seed: 37 }).flatMap((body) => (body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [])));
    // `departures` and `seasons` came after the soak's hand-written list of a trip's fields.
    for (const field of Object.keys(packageSchema.entries)) expect(seen, field).toContain(field);
  });
});
