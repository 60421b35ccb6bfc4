import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { siteToday } from '#database/site-time-zone.ts';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { addDays } from '#lib/domain/dates.ts';
import { MeetingPoint } from '#components/site/pack/PackParts.tsx';
import { data as packPageData } from '#pages/(site)/trips/@token/+data.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 39 (R6): what the traveller's pack says, from a booking made as a traveller makes one.
const ctx = withSignedInApp();

const EMERGENCY = '+27 82 911 0000';
/** The Kruger trip's first day as the demo trips word it: collected in Johannesburg, the first night in Hazyview. */
const kruger = [
  { title: 'Over the escarpment', description: 'Collected in Johannesburg in the morning, we drive east down the escarpment to the edge of the Kruger.', nights: 1, placeName: 'Hazyview', lat: -25.0445, lng: 31.1274, lodge: 'Guesthouse in Hazyview', meals: ['D'] },
  { title: 'The central plains', description: 'North to the grasslands around Satara.', nights: 2, placeName: 'Satara Rest Camp', lat: -24.3929, lng: 31.7786, lodge: 'Satara Rest Camp', meals: ['B', 'D'] },
];

/** A booked Kruger trip, its pack sent by staff; its id, reference and the pack's token. */
async function bookedKruger(stops: unknown[] = kruger) {
  const name = `Kruger Classic ${Math.random().toString(36).slice(2, 7)}`;
  const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 120), stops });
  // The proposal's trip name, as a proposal drafted from a trip carries it.
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  const bookingId = accepted.body.bookingId as string;
  await ctx.app.orm.em.fork().execute(`update proposals set trip_name = ? where id = (select proposal_id from bookings where id = ?)`, [name, bookingId]);
  expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string; reference: string }[]>(
    `select p.link_nonce, b.reference from trip_packs p join bookings b on b.id = p.booking_id where p.booking_id = ?`,
    [bookingId],
  );
  return { bookingId, name, reference: row!.reference, token: packTokens.tokenFor(row!.link_nonce) };
}

/** The calendar's content lines, unfolded (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe("the pack's trip.ics (issue 39)", () => {
  it('names the trip and the booking reference, carries the emergency number, and passes no lone CR', async () => {
    await ctx.app.orm.em.fork().execute(`update company_settings set emergency_phone = ?`, [EMERGENCY]);
    // A lone CR in a stop's title, as a pasted text can carry one (issue 38).
    const stops = [{ ...kruger[0], title: 'Over the\rescarpment' }, kruger[1]];
    const { token, name, reference } = await bookedKruger(stops);
    const response = await ctx.app.client().get(`/trips/${token}/trip.ics`);
    expect(response.status).toBe(200);
    const ics = response.text;

    // Every line break is CRLF: no CR without its LF, no LF without its CR.
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(ics).not.toMatch(/(?<!\r)\n/);
    // Folded at 75 octets.
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const lines = unfolded(ics);
    expect(lines).toContain(`X-WR-CALNAME:${name} (${reference})`);
    const summaries = lines.filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries).toEqual([`SUMMARY:${name} (${reference}): Over the\\nescarpment`, `SUMMARY:${name} (${reference}): The central plains`]);
    const descriptions = lines.filter((l) => l.startsWith('DESCRIPTION:'));
    expect(descriptions).toHaveLength(2);
    for (const d of descriptions) {
      expect(d).toContain(`booking ${reference}`);
      expect(d).toContain(`24-hour emergency number ${EMERGENCY}`);
    }
  });

  it("falls back to the office's phone when no emergency number is set", async () => {
    await ctx.app.orm.em.fork().execute(`update company_settings set emergency_phone = null`);
    const { token } = await bookedKruger();
    const { phone } = await ctx.app.services().companySettings.get();
    const lines = unfolded((await ctx.app.client().get(`/trips/${token}/trip.ics`)).text);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`24-hour emergency number ${phone.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });
});

describe("the pack's page data (issue 39)", () => {
  const pageData = (token: string) =>
    packPageData({ routeParams: { token }, services: ctx.app.services(), site: { timeZone: 'Africa/Johannesburg' } } as unknown as PageContextServer);

  it("takes the meeting point from the first day's own words, and starts the guest form with the lead traveller", async () => {
    const { token } = await bookedKruger();
    const page = await pageData(token);
    const meeting = renderToStaticMarkup(createElement(MeetingPoint, { meeting: page.pack.meetingPoint! })).replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
    expect(meeting).toContain('Over the escarpment (Hazyview). Collected in Johannesburg in the morning');
    // Issue 39 found "Your guide meets you there" at Hazyview while the day said Johannesburg.
    expect(meeting).not.toContain('meets you there');

    // acceptBody's lead (Amara Okafor) is also among its travellers: named once, first.
    expect(page.travellers).toEqual(['Amara Okafor', 'Chidi Okafor']);
    // Each stop's own country, which the packing list follows (tests/unit/pack-entry-health.test.ts renders it).
    expect(page.stopCountries).toEqual(['South Africa', 'South Africa']);
  });

  it('puts the lead first when the traveller listed only the others', async () => {
    const { token: proposalToken } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 90), stops: kruger });
    const accepted = await ctx.app.client().post(`/api/proposals/${proposalToken}/accept`, { ...acceptBody, travellers: ['Chidi Okafor'] });
    const bookingId = accepted.body.bookingId as string;
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack/link`)).status).toBe(200);
    const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    expect((await pageData(packTokens.tokenFor(row!.link_nonce))).travellers).toEqual(['Amara Okafor', 'Chidi Okafor']);
  });
});

describe("staff's pack buttons' routes (issue 39)", () => {
  it('"Open the pack" makes the link without mailing it, the same link each time; a cancelled booking has none', async () => {
    const { token: proposalToken } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 90), stops: kruger });
    const bookingId = (await ctx.app.client().post(`/api/proposals/${proposalToken}/accept`, acceptBody)).body.bookingId as string;
    const packMails = async () => (await ctx.app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from outbox_mails where template = 'trip-pack' and data->>'bookingId' = ?`, [bookingId]))[0]!.n;
    const first = await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack/link`);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/\/trips\/[A-Za-z0-9_-]{43}$/);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack/link`)).body.url).toBe(first.body.url);
    expect(Number(await packMails())).toBe(0);
    const path = new URL(first.body.url).pathname;
    expect((await ctx.app.client().get(`${path}/trip.ics`)).status).toBe(200);

    expect((await ctx.staff.post(`/api/admin/bookings/00000000-0000-4000-8000-000000000000/pack/link`)).status).toBe(404);
    await ctx.app.orm.em.fork().execute(`update bookings set status = 'cancelled' where id = ?`, [bookingId]);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack/link`)).status).toBe(409);
  });

  it('"paid in full" links the pack', async () => {
    const { token: proposalToken } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 150), stops: kruger });
    const bookingId = (await ctx.app.client().post(`/api/proposals/${proposalToken}/accept`, acceptBody)).body.bookingId as string;
    const paid = await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount: 9800.99, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference: `FULL ${Math.random()}` });
    expect(paid.status).toBe(201);
    const reference = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.reference as string;
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    try {
      const [mail] = await until(async () => transport.sent.filter((m) => m.subject === `Booking ${reference}: paid in full`), (m) => m.length >= 1);
      const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ? and revoked_at is null`, [bookingId]);
      expect(mail!.text).toContain(`/trips/${packTokens.tokenFor(row!.link_nonce)}`);
      expect(mail!.text).toContain('Your vouchers are now in your travel pack');
    } finally {
      await worker.stop();
    }
  });
});
