import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { runWaitlistAlerts } from '#server/features/sale/waitlist-alerts.ts';
import { accept, publicDeparture, sentForDeparture, tripWithDeparture } from '../fixtures/departures.ts';
import { validInquiry } from '../fixtures/records.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 39 (R10): seats held for another traveller are not "Sold out": the page offers the waitlist, and staff hear
// when the hold ends.
const ctx = withSignedInApp();
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => ctx.app.orm.em.fork().execute<T[]>(query, params);
const enquire = (packageId: string, departureId: string, email: string) =>
  ctx.app.client().post('/api/inquiries', { ...validInquiry, email, packageId, departureId, phone: '+27 82 555 0199' });

describe('the waitlist of a departure held for others', () => {
  it('says a held departure is held, takes an enquiry onto its waitlist, and tells staff once when the hold ends', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 2 });
    const { id: proposalId, token } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 2);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 0, heldForOthers: true });
    // The traveller it was sent to reads which seats are held for them, and until when.
    expect((await ctx.app.services().proposals.openByToken(token))?.proposal.heldSeats).toBe(2);

    const waiting = await enquire(tripId, departureId, 'wait@example.com');
    expect(waiting.status).toBe(201);
    expect(waiting.body.waitlisted).toBe(true);
    const entries = await sql<{ inquiry_id: string }>(`select inquiry_id from departure_waitlist where departure_id = ?`, [departureId]);
    expect(entries.map((e) => e.inquiry_id)).toEqual([waiting.body.id]);

    // Still held: nobody is told.
    expect(await runWaitlistAlerts(ctx.app.orm, ctx.app.mailer, siteToday())).toBe(0);
    // The hold ends with the proposal's last valid day: staff hear it once, however often the job runs.
    await sql(`update proposals set valid_until = ? where id = ?`, [addDays(siteToday(), -1), proposalId]);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 2, heldForOthers: false });
    expect((await ctx.app.services().proposals.openByToken(token))?.proposal.heldSeats).toBeNull();
    expect(await runWaitlistAlerts(ctx.app.orm, ctx.app.mailer, siteToday())).toBe(1);
    expect(await runWaitlistAlerts(ctx.app.orm, ctx.app.mailer, siteToday())).toBe(0);
    const alerts = await sql<{ subject: string }>(`select subject from outbox_mails where inquiry_id = ? and template = 'waitlist-seat-alert'`, [waiting.body.id]);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain('is on the waitlist');
  });

  it('refuses a departure sold to others with the field named, and never says it is held', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 2 });
    const { token } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 2);
    expect((await accept(ctx.app, token)).status).toBe(201);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 0, heldForOthers: false });
    const refused = await enquire(tripId, departureId, 'late@example.com');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['departureId']);
    expect(await sql(`select 1 from departure_waitlist where departure_id = ?`, [departureId])).toEqual([]);
  });
});
