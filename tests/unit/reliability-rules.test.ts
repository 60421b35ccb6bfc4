import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable, isDataError } from '#database/errors.ts';
import { calendarDateIssue, isStorableText, optionalTravelDate, price } from '#lib/domain/fields.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { validInquiry } from '../fixtures/records.ts';
import { QueueFullError, WorkQueue } from '#lib/work-queue.server.ts';

describe('storable text', () => {
  it.each([
    ['plain', true],
    ['emoji 🦁 pair', true],
    ['nul \u0000', false],
    ['lone high \uD83D', false],
    ['lone low \uDE00', false],
  ])('%j → %s', (text, ok) => expect(isStorableText(text)).toBe(ok));
});

describe('calendar dates', () => {
  it.each([
    ['2028-02-29', undefined],
    ['2027-02-29', 'Please enter a date as YYYY-MM-DD'],
    ['2027-04-31', 'Please enter a date as YYYY-MM-DD'],
    ['1899-12-31', 'Please enter a year between 1900 and 2100'],
    ['2100-12-31', undefined],
    ['27-01-01', 'Please enter a date as YYYY-MM-DD'],
  ])('%s → %s', (date, issue) => expect(calendarDateIssue(date)).toBe(issue));

  it('refuses yesterday and accepts today in the operator’s zone', () => {
    const today = todayIn('Africa/Johannesburg');
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(v.safeParse(optionalTravelDate('Africa/Johannesburg'), today).success).toBe(true);
    expect(v.safeParse(optionalTravelDate('Africa/Johannesburg'), yesterday).issues?.[0]?.message).toBe('Please choose a date from today onwards');
    expect(v.parse(optionalTravelDate('Africa/Johannesburg'), '  ')).toBeUndefined();
  });

  it('takes "today" from the time zone it is given, not from the process (a browser would keep the default)', () => {
    // UTC-11 and UTC+14 are always a calendar day apart: Pago Pago's today is Kiritimati's yesterday.
    const pagoPagoToday = todayIn('Pacific/Pago_Pago');
    expect(v.safeParse(optionalTravelDate('Pacific/Pago_Pago'), pagoPagoToday).success).toBe(true);
    expect(v.safeParse(optionalTravelDate('Pacific/Kiritimati'), pagoPagoToday).success).toBe(false);
    expect(v.safeParse(inquirySchema('Pacific/Kiritimati'), { ...validInquiry, arrivalDate: pagoPagoToday }).issues?.[0]?.message).toBe('Please choose a date from today onwards');
    expect(v.safeParse(inquirySchema('Pacific/Pago_Pago'), { ...validInquiry, arrivalDate: pagoPagoToday }).success).toBe(true);
  });
});

describe('prices', () => {
  it.each([[0, true], [19.99, true], [1234.5, true], [0.1 + 0.2, false], [0.005, false], [1_000_000.01, false]])('%s → %s', (value, ok) =>
    expect(v.safeParse(price(), value).success).toBe(ok),
  );
});

describe('reading PostgreSQL failures', () => {
  it('tells an outage from a data error from anything else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDataError({ code: '22P02' })).toBe(true);
    expect(isDataError({ code: '42P01' })).toBe(false);
  });
});

describe('the work queue', () => {
  it('runs one job at a time, keeps a bounded line and refuses the excess', async () => {
    const queue = new WorkQueue({ name: 'Test', concurrency: 1, maxWaiting: 2 });
    let running = 0;
    let most = 0;
    const job = () =>
      queue.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return 'done';
      });
    const results = await Promise.allSettled([job(), job(), job(), job()]);
    expect(most).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('with a rest ratio, answers each job at once but holds its slot as long again before the next', async () => {
    vi.useFakeTimers();
    try {
      const queue = new WorkQueue({ name: 'Test', concurrency: 1, maxWaiting: 2, restRatio: 1 });
      const started: number[] = [];
      const job = () =>
        queue.run(async () => {
          started.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 100));
          return Date.now();
        });
      const t0 = Date.now();
      const first = job();
      const second = job();
      await vi.advanceTimersByTimeAsync(100);
      // The first caller has its answer when its job ends, not after the rest.
      expect(await first).toBe(t0 + 100);
      expect(queue.size).toEqual({ running: 1, waiting: 1 });
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toEqual([t0, t0 + 200]);
      await vi.advanceTimersByTimeAsync(200);
      expect(await second).toBe(t0 + 300);
      expect(queue.size).toEqual({ running: 0, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
