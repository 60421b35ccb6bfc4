import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inquiryListQuerySchema } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { inquirySchema, spamSignal } from '#lib/domain/enquiry/inquiry.schema.ts';
import { escapeLike } from '#database/repositories/inquiry-rows.ts';
import { validInquiry } from '../fixtures/records.ts';

describe('spamSignal', () => {
  it.each([
    [{}, null],
    [{ fillMs: 3000 }, null],
    [{ fillMs: 2999 }, { kind: 'fill-time', fillMs: 2999 }],
    [{ fillMs: null, website: '  ' }, null],
    [{ website: 'http://x' }, { kind: 'honeypot' }],
    [{ website: 'http://x', fillMs: 10 }, { kind: 'honeypot' }],
  ])('%j → %j', (signals, signal) => {
    expect(spamSignal(signals)).toEqual(signal);
  });
});

describe('lead source in the inquiry schema', () => {
  const parse = (extra: object) => v.parse(inquirySchema('Africa/Johannesburg'), { ...validInquiry, ...extra });

  it('keeps only the origin and path of a referrer', () => {
    expect(parse({ referrer: 'https://mail.example.com/inbox?user=amara#msg' }).referrer).toBe('https://mail.example.com/inbox');
    expect(parse({ referrer: 'android-app://com.google/x?y=1' }).referrer).toBe('android-app://com.google/x');
  });

  it('cuts long values to their column and drops blanks', () => {
    expect(parse({ utmSource: 'x'.repeat(150) }).utmSource).toHaveLength(100);
    expect(parse({ form: '   ' }).form).toBeUndefined();
  });
});

describe('the list query', () => {
  it('defaults to the first 50 of every status', () => {
    expect(v.parse(inquiryListQuerySchema, {})).toEqual({ status: undefined, q: undefined, limit: 50, offset: 0 });
    expect(v.parse(inquiryListQuerySchema, { status: '', q: '  ', limit: '', offset: '' })).toEqual({ status: undefined, q: undefined, limit: 50, offset: 0 });
  });

  it('reads numbers from their digits', () => {
    expect(v.parse(inquiryListQuerySchema, { limit: '100', offset: '7', status: 'lost', q: ' Amara ' })).toEqual({ status: 'lost', q: 'Amara', limit: 100, offset: 7 });
  });
});

describe('escapeLike', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
