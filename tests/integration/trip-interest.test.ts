import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { validContactInquiry, validInquiry } from '../fixtures/records.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: an enquiry from a trip's page names the trip (no Package Interest asked), and may choose a departure.
const ctx = withSignedInApp();

async function trip(name: string, departures: { date: string; seats: number; blockedSeats: number }[] = []) {
  const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name, departures });
  expect(created.status).toBe(201);
  const detail = await ctx.staff.get(`/api/admin/packages/${created.body.id}`);
  return { id: created.body.id as string, departures: (detail.body.departures ?? []) as { id: string; date: string }[] };
}

const fromTripPage = (packageId: string, extra: Record<string, unknown> = {}) => {
  const { packageType: _asked, ...rest } = validInquiry;
  return ctx.app.client().post('/api/inquiries', { ...rest, groupSize: '1-2', packageId, ...extra });
};

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
}

describe('an enquiry from a trip page', () => {
  it('needs no Package Interest, and the desk list and CSV show the trip, its departure and the reference', async () => {
    const soon = addDays(siteToday(), 90);
    const { id, departures } = await trip('Kruger Interest Week', [{ date: soon, seats: 6, blockedSeats: 0 }]);
    const sent = await fromTripPage(id, { departureId: departures[0]!.id, lastName: 'Interestwoman' });
    expect(sent.status).toBe(201);

    const list = await ctx.staff.get('/api/admin/inquiries?q=Interestwoman');
    expect(list.body.items[0]).toMatchObject({ tripName: 'Kruger Interest Week', packageType: '', departureOn: soon, departureId: departures[0]!.id });

    const csv = await ctx.staff.get('/api/admin/inquiries/export');
    const [header, ...rows] = parseCsv(csv.text);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows.find((r) => r[0] === sent.body.id)![i]]));
    expect(row).toMatchObject({ Package: 'Kruger Interest Week', Trip: 'Kruger Interest Week', 'Departure chosen': soon });
    expect(row.Reference).toMatch(/^AST-\d+$/);
  });

  it('still asks for the interest when no trip is named, and stores nothing invented for the contact form', async () => {
    const { packageType: _asked, ...noInterest } = validInquiry;
    const refused = await ctx.app.client().post('/api/inquiries', noInterest);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('packageType');
    const contact = await ctx.app.client().post('/api/inquiries', { ...validContactInquiry, safariType: undefined, lastName: 'Nochoice' });
    expect(contact.status).toBe(201);
    const list = await ctx.staff.get('/api/admin/inquiries?q=Nochoice');
    expect(list.body.items[0]).toMatchObject({ packageType: '', tripName: null });
  });

  it('refuses a full departure, another trip’s departure, and a departure without a trip, naming departureId', async () => {
    const soon = addDays(siteToday(), 60);
    const full = await trip('Full Departure Trip', [{ date: soon, seats: 2, blockedSeats: 2 }]);
    const other = await trip('Other Departure Trip', [{ date: soon, seats: 8, blockedSeats: 0 }]);
    expect((await fromTripPage(full.id, { departureId: full.departures[0]!.id })).body.errors).toHaveProperty('departureId');
    expect((await fromTripPage(full.id, { departureId: other.departures[0]!.id })).body.errors).toHaveProperty('departureId');
    const { packageType: _p, ...rest } = validInquiry;
    const orphan = await ctx.app.client().post('/api/inquiries', { ...rest, packageType: 'elegant', departureId: other.departures[0]!.id });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toHaveProperty('departureId');
  });
});

describe('the proposal draft of an enquiry', () => {
  it('starts on the departure chosen, asks for the party of a range, and adds the single supplement for one adult', async () => {
    const soon = addDays(siteToday(), 120);
    const { id, departures } = await trip('Draft Party Trip', [{ date: soon, seats: 8, blockedSeats: 0 }]);
    const sent = await fromTripPage(id, { departureId: departures[0]!.id });
    const draft = await ctx.staff.get(`/api/admin/inquiries/${sent.body.id}/proposal-draft`);
    expect(draft.body).toMatchObject({ packageId: id, departureId: departures[0]!.id, startDate: soon, adults: 1, children: 0, partyToConfirm: '1-2' });
    const labels = draft.body.lines.map((l: { label: string }) => l.label);
    // 1 adult: the per-person line for one, and the trip's single supplement (validTrip: 450).
    expect(draft.body.lines[0]).toMatchObject({ quantity: 1 });
    expect(draft.body.lines.at(-1)).toEqual({ label: 'Single supplement', quantity: 1, unitPrice: 450 });
    expect(labels.filter((l: string) => l === 'Single supplement')).toHaveLength(1);
  });

  it('quotes the party staff give: per-person lines for adults and children, a supplement only for an odd adult', async () => {
    const { id } = await trip('Draft Family Trip');
    const sent = await fromTripPage(id);
    const pair = await ctx.staff.get(`/api/admin/inquiries/${sent.body.id}/proposal-draft?adults=2&children=1`);
    expect(pair.body.partyToConfirm).toBeNull();
    expect(pair.body.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(pair.body.lines.some((l: { label: string }) => l.label === 'Single supplement')).toBe(false);
    const three = await ctx.staff.get(`/api/admin/inquiries/${sent.body.id}/proposal-draft?adults=3`);
    expect(three.body.lines.map((l: { label: string; quantity: number }) => [l.label.endsWith('per person') || l.label, l.quantity])).toEqual([
      [true, 3],
      ['Single supplement', 1],
    ]);
  });
});
