import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

interface JobRow {
  singleton_key: string;
  start_after: Date;
  state: string;
}

const jobsOf = async (bookingId: string) =>
  ctx.app.orm.em.fork().execute<JobRow[]>(`select singleton_key, start_after, state from pgboss.job where name = 'booking-reminders' and data->>'bookingId' = ? order by start_after`, [bookingId]);

/** Time passes: the planned reminders become due now. */
const makeDue = (bookingId: string) => ctx.app.orm.em.fork().execute(`update pgboss.job set start_after = now() where name = 'booking-reminders' and data->>'bookingId' = ? and state = 'created'`, [bookingId]);

async function booking(startDate: string) {
  const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff, { startDate });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return { bookingId: accepted.body.bookingId as string, reference: accepted.body.reference as string, inquiryId };
}

const reminderMails = async (inquiryId: string) => (await ctx.app.services().mail.forInquiry(inquiryId)).filter((m) => m.template === 'balance-reminder');

describe('balance reminders', () => {
  it('are planned at booking time, 14 days before the balance is due and on the day, at 08:00 in SITE_TIMEZONE', async () => {
    const departure = addDays(siteToday(), 100);
    const { bookingId } = await booking(departure);
    const due = addDays(departure, -60);
    const jobs = await jobsOf(bookingId);
    expect(jobs.map((j) => [j.singleton_key, j.state])).toEqual([[`${bookingId}:balance-14d`, 'created'], [`${bookingId}:balance-due`, 'created']]);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.reminders).toEqual([
      { kind: 'balance-14d', on: addDays(due, -14), state: 'planned' },
      { kind: 'balance-due', on: due, state: 'planned' },
    ]);
    // Africa/Johannesburg is UTC+2 all year: 08:00 there is 06:00 UTC.
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe(`${addDays(due, -14)}T06:00:00.000Z`);
    expect(new Date(jobs[1]!.start_after).toISOString()).toBe(`${due}T06:00:00.000Z`);
  });

  it('makes the balance due on the booking day when departure is under 60 days away, and plans no reminder that day (issues 26, 38)', async () => {
    const { bookingId } = await booking(addDays(siteToday(), 30));
    const detail = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(detail.balanceDueOn).toBe(siteToday());
    // The confirmation says the balance is due now; a "due today" reminder the same day would say it twice.
    expect(await jobsOf(bookingId)).toEqual([]);
    expect(detail.reminders.map((r: { state: string }) => r.state)).toEqual(['not planned', 'not planned']);
  });

  it('survive a restart and mail once each, even when planned again', async () => {
    const { bookingId, inquiryId, reference } = await booking(addDays(siteToday(), 100));
    // The app that planned them works no jobs (as with MAIL_WORKER=off): a new process, with a pg-boss of its own, sends.
    await makeDue(bookingId);
    const transport = memoryTransport();
    const first = await ctx.app.startMailer({ work: true, transport });
    let mails = await until(() => reminderMails(inquiryId), (m) => m.length >= 2 && m.every((r) => r.status === 'sent'));
    await first.stop();
    expect(mails.map((m) => m.subject).sort()).toEqual([`Booking ${reference}: your balance is due in 14 days`, `Booking ${reference}: your balance is due today`]);

    // A payment plans them again (same keys): after another restart they still mail nothing more.
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount: 100, currency: 'USD', receivedOn: siteToday(), method: 'card' })).status).toBe(201);
    await makeDue(bookingId);
    const second = await ctx.app.startMailer({ work: true, transport });
    await until(() => jobsOf(bookingId), (jobs) => jobs.every((j) => j.state === 'completed'));
    await second.stop();
    mails = await reminderMails(inquiryId);
    expect(mails).toHaveLength(2);
    // This booking's: after 08:00 in SITE_TIMEZONE another test's booking has a reminder due today too.
    expect(transport.sent.filter((m) => m.subject.includes(reference) && m.subject.includes('your balance is due'))).toHaveLength(2);
    expect(transport.sent.find((m) => m.subject.includes(reference) && m.subject.includes('due in 14 days'))!.text).toContain('$9,800.99');
    const booked = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(booked.reminders.map((r: { state: string }) => r.state)).toEqual(['sent', 'sent']);
    // Each reminder mailed is on the booking's own timeline too (issue 26), once.
    expect(booked.events.filter((e: { kind: string }) => e.kind === 'reminder-sent').map((e: { data: { kind: string } }) => e.data.kind).sort()).toEqual(['balance-14d', 'balance-due']);
  });

  it('are skipped once the balance is paid in full', async () => {
    const { bookingId, inquiryId } = await booking(addDays(siteToday(), 100));
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount: 9800.99, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer' })).status).toBe(201);
    await makeDue(bookingId);
    const worker = await ctx.app.startMailer({ work: true, transport: memoryTransport() });
    await until(() => jobsOf(bookingId), (jobs) => jobs.length === 2 && jobs.every((j) => j.state === 'completed'));
    await worker.stop();
    expect(await reminderMails(inquiryId)).toEqual([]);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.reminders.map((r: { state: string }) => r.state)).toEqual(['skipped', 'skipped']);
  });
});
