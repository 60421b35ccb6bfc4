import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const rows: [string, string, string, string | null, string | null][] = [
    // name, status, received (UTC), first response (UTC), waiting for a reply since (UTC)
    ['P1', 'pending', '2026-11-19T08:00:00Z', null, '2026-11-19T08:00:00Z'],
    ['P2', 'pending', '2026-11-20T09:00:00Z', null, '2026-11-20T09:00:00Z'],
    ['S1', 'spam', '2026-11-20T08:00:00Z', null, null],
    ['C1', 'contacted', '2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z', null],
    ['C2', 'quoted', '2026-11-17T10:00:00Z', '2026-11-17T13:00:00Z', null],
    // Booked, and the traveller wrote back: it needs a reply and stays booked (decision 133).
    ['B1', 'booked', '2026-11-10T10:00:00Z', '2026-11-10T10:30:00Z', '2026-11-19T12:00:00Z'],
    // Answered 50 days before "now": outside the 30-day median, inside the 90-day conversion.
    ['L1', 'lost', '2026-10-01T10:00:00Z', '2026-10-01T20:00:00Z', null],
    // Sunday 22:30 UTC is Monday 00:30 in Johannesburg: it belongs to the week of 16 November there.
    ['L2', 'lost', '2026-11-15T22:30:00Z', null, null],
    // Older than 90 days and 12 weeks: in no figure but the totals.
    ['B0', 'booked', '2026-06-01T10:00:00Z', '2026-06-01T12:00:00Z', null],
  ];
  for (const [name, status, createdAt, respondedAt, waitingSince] of rows) {
    await app.orm.em.getConnection().execute(
      `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at, first_responded_at, needs_reply, needs_reply_since)
       values (?, ?, 'Test', 'test@example.com', 'elegant', '1-2', 'Hello', ?, ?, ?, ?, ?)`,
      [randomUUID(), name, status, new Date(createdAt), respondedAt ? new Date(respondedAt) : null, waitingSince !== null, waitingSince ? new Date(waitingSince) : null],
    );
  }
});
afterAll(() => app?.close());

const NOW = new Date('2026-11-20T10:00:00Z');

describe("the desk's figures on the Overview", () => {
  it('counts what needs a reply, the median first response, bookings and enquiries per week, exactly', async () => {
    const figures = await app.services().dashboard.deskFigures(NOW, 'Africa/Johannesburg');
    // Every enquiry waiting for a reply, whatever its status, and since when the oldest has waited.
    expect(figures.needsReply).toEqual({ count: 3, oldestAt: '2026-11-19T08:00:00.000Z' });
    // Responses within 30 days took 1 h, 3 h and 30 min: the median is 1 h.
    expect(figures.medianFirstResponseMs).toBe(3_600_000);
    expect(figures.conversion).toEqual({ booked: 1, lost: 2, rate: 1 / 3 });
    expect(figures.weekly).toHaveLength(12);
    expect(figures.weekly[0]).toEqual({ weekStart: '2026-08-31', count: 0 });
    const nonEmpty = figures.weekly.filter((w) => w.count > 0);
    expect(nonEmpty).toEqual([
      { weekStart: '2026-09-28', count: 1 },
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 5 },
    ]);
  });

  it('puts a week boundary where the operator’s calendar does, not UTC’s', async () => {
    const utcWeeks = await app.services().dashboard.deskFigures(NOW, 'UTC');
    expect(utcWeeks.weekly.at(-1)).toEqual({ weekStart: '2026-11-16', count: 4 });
    expect(utcWeeks.weekly.at(-2)).toEqual({ weekStart: '2026-11-09', count: 2 });
  });

  it('has no median and no rate without data to base them on', async () => {
    const figures = await app.services().dashboard.deskFigures(new Date('2027-06-01T00:00:00Z'), 'Africa/Johannesburg');
    expect(figures.medianFirstResponseMs).toBeNull();
    expect(figures.conversion).toEqual({ booked: 0, lost: 0, rate: null });
    expect(figures.weekly.every((w) => w.count === 0)).toBe(true);
  });
});
