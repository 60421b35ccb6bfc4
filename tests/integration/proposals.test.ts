import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { hashToken } from '#server/links/token-links.ts';
import { addDays } from '#lib/domain/dates.ts';
import { nextYear } from '../fixtures/records.ts';
import { validTrip } from '../fixtures/trips.ts';
import { memoryTransport, newInquiry, proposalBody, sentProposal, tokenOf } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { eventWords } from '#components/admin/inquiries/event-words.ts';

const ctx = withSignedInApp();

async function inquiryDetail(id: string) {
  return (await ctx.staff.get(`/api/admin/inquiries/${id}`)).body;
}

describe('a proposal drafted from a trip', () => {
  it('prefills the trip\'s stops and its season price for the date times the party', async () => {
    const trip = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: 'Chobe and the Falls' });
    const inquiry = await newInquiry(ctx.app, { packageId: trip.body.id, arrivalDate: nextYear('06-10'), groupSize: '3-4' });
    const draft = await ctx.staff.get(`/api/admin/inquiries/${inquiry}/proposal-draft`);
    expect(draft.status).toBe(200);
    // "3-4" is a range: 3 to start from, said so (issue 29), and the odd adult out has the single supplement.
    expect(draft.body).toMatchObject({ packageId: trip.body.id, currency: 'USD', startDate: nextYear('06-10'), adults: 3, children: 0, depositPercent: 30, partyToConfirm: '3-4' });
    expect(draft.body.stops.map((s: { title: string }) => s.title)).toEqual(validTrip.itinerary.map((s) => s.title));
    expect(draft.body.lines).toEqual([
      { label: 'Chobe and the Falls, Dry season per person', quantity: 3, unitPrice: 3900 },
      { label: 'Single supplement', quantity: 1, unitPrice: 450 },
    ]);

    const green = await ctx.staff.get(`/api/admin/inquiries/${inquiry}/proposal-draft?startDate=${nextYear('12-01')}&adults=2&children=1`);
    expect(green.body.lines).toEqual([
      { label: 'Chobe and the Falls, Green season per person', quantity: 2, unitPrice: 3100 },
      { label: 'Chobe and the Falls, Green season per person (children)', quantity: 1, unitPrice: 3100 },
    ]);
  });

  it('starts empty without a trip', async () => {
    const draft = await ctx.staff.get(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposal-draft`);
    expect(draft.body).toMatchObject({ packageId: null, stops: [], lines: [] });
  });
});

describe('saving a proposal', () => {
  it('stores the lines and answers the total and the deposit rounded to the cent', async () => {
    const inquiry = await newInquiry(ctx.app);
    const created = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ inquiryId: inquiry, version: 1, status: 'draft', total: 9800.99, deposit: 2940.3, viewCount: 0, bookingId: null });
    expect(created.body.lines[0]).toEqual({ label: 'Chobe and the Falls per person', quantity: 2, unitPrice: 4850.5, amount: 9701 });
    expect((await ctx.staff.get(`/api/admin/proposals/${created.body.id}`)).body).toEqual({ ...created.body, costing: null, repricing: null });

    const edited = await ctx.staff.put(`/api/admin/proposals/${created.body.id}`, proposalBody({ currency: 'ZAR', depositPercent: 50, confirmCurrency: true }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, version: 1, currency: 'ZAR', deposit: 4900.5 });
  });

  it.each([
    [{ lines: [{ label: 'Safari per person', quantity: -1, unitPrice: 10 }] }, 'lines.0.quantity'],
    [{ lines: [{ label: 'Safari per person', quantity: 1, unitPrice: -10 }] }, 'lines.0.unitPrice'],
    [{ depositPercent: 101 }, 'depositPercent'],
    [{ depositPercent: -1 }, 'depositPercent'],
    [{ validUntil: addDays(siteToday(), -1) }, 'validUntil'],
    [{ validUntil: '' }, 'validUntil'],
    [{ currency: 'BTC' }, 'currency'],
    [{ lines: [{ label: 'x'.repeat(201), quantity: 1, unitPrice: 1 }] }, 'lines.0.label'],
    [{ lines: Array.from({ length: 51 }, () => ({ label: 'Night per person', quantity: 1, unitPrice: 1 })) }, 'lines'],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const inquiry = await newInquiry(ctx.app);
    const response = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody(change));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('answers 404 for an unknown enquiry and 401 without a session', async () => {
    expect((await ctx.staff.post('/api/admin/inquiries/00000000-0000-4000-8000-000000000000/proposals', proposalBody())).status).toBe(404);
    expect((await ctx.app.client().get('/api/admin/proposals/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});

describe('sending a proposal', () => {
  it('refuses one without line items', async () => {
    const inquiry = await newInquiry(ctx.app);
    const created = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody({ lines: [] }));
    const response = await ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('lines');
    expect((await ctx.staff.get(`/api/admin/proposals/${created.body.id}`)).body.status).toBe('draft');
  });

  it('mails the traveller a link and the PDF, moves the enquiry to Quoted and tells the timeline', async () => {
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    try {
      const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
      const detail = await inquiryDetail(inquiryId);
      expect(detail.status).toBe('quoted');
      expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['proposal-sent', 'mail']));
      const mails = await until(async () => transport.sent.filter((m) => m.to === 'amara@example.com'), (m) => m.length > 0);
      const [mail] = mails;
      expect(mail!.text).toContain(`https://safari.example/proposals/${token}`);
      expect(mail!.attachments?.[0]?.contentType).toBe('application/pdf');
      expect(mail!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      // The database holds the token's hash only.
      const [row] = await ctx.app.orm.em.fork().execute(`select * from proposals where id = ?`, [id]);
      expect(row!.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(token.length).toBeGreaterThanOrEqual(43);
    } finally {
      await worker.stop();
    }
  });

  it('counts views from three browsers at once, with one "first viewed" entry', async () => {
    const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    const first = await ctx.app.services().proposals.openByToken(token);
    expect(first).toMatchObject({ state: 'current', newerToken: null, termsPath: '/terms', proposal: { total: 9800.99, deposit: 2940.3, travellerName: 'Amara' } });
    const beacons = await Promise.all([1, 2, 3].map(() => ctx.app.client().post(`/api/proposals/${token}/views`)));
    expect(beacons.map((b) => b.status)).toEqual([204, 204, 204]);
    const proposal = (await ctx.staff.get(`/api/admin/proposals/${id}`)).body;
    expect(proposal.viewCount).toBe(3);
    expect(proposal.firstViewedAt).not.toBeNull();
    const viewed = (await inquiryDetail(inquiryId)).events.filter((e: { kind: string }) => e.kind === 'proposal-viewed');
    expect(viewed).toHaveLength(1);
    expect(eventWords(viewed[0])).toBe('Version 1 opened by the traveller (3 views)');
    expect(await ctx.app.services().proposals.openByToken('A'.repeat(43))).toBeNull();
  });

  it('keeps a sent version frozen: editing makes version 2, and sending it replaces version 1', async () => {
    const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    const next = await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody({ depositPercent: 40 }));
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ version: 2, status: 'draft', depositPercent: 40 });
    expect(next.body.id).not.toBe(id);
    expect((await ctx.staff.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'sent', depositPercent: 30 });

    expect((await ctx.staff.post(`/api/admin/proposals/${next.body.id}/send`)).status).toBe(202);
    expect((await ctx.staff.get(`/api/admin/proposals/${id}`)).body).toMatchObject({ status: 'replaced', replacedById: next.body.id });
    const old = await ctx.app.services().proposals.openByToken(token);
    expect(old).toMatchObject({ state: 'replaced', newerToken: await tokenOf(ctx.app, next.body.id) });
    expect((await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody())).status).toBe(409);

    const list = await ctx.staff.get(`/api/admin/inquiries/${inquiryId}/proposals`);
    expect(list.body.items.map((p: { version: number; status: string }) => [p.version, p.status])).toEqual([[2, 'sent'], [1, 'replaced']]);
  });

  it('sends a draft once when two sends race, and mails a sent version again with the same link', async () => {
    const inquiry = await newInquiry(ctx.app);
    const created = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody());
    const answers = await Promise.all([ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`), ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`)]);
    // The loser waited on the row lock (409), or came after the winner committed and re-sent it (202).
    expect(answers.map((a) => a.status)).toContain(202);
    expect(answers.every((a) => a.status === 202 || a.status === 409)).toBe(true);
    const token = await tokenOf(ctx.app, created.body.id);
    const firstSends = async () =>
      (await inquiryDetail(inquiry)).events.filter((e: { kind: string; body?: string }) => e.kind === 'proposal-sent' && !(e as { data?: { again?: boolean } }).data?.again);
    expect(await firstSends()).toHaveLength(1);

    const proposalMails = async () => (await ctx.app.services().mail.forInquiry(inquiry)).filter((m) => m.template === 'proposal');
    const before = (await proposalMails()).length;
    expect((await ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`)).status).toBe(202);
    expect(await proposalMails()).toHaveLength(before + 1);
    expect(await tokenOf(ctx.app, created.body.id)).toBe(token);
    expect(await firstSends()).toHaveLength(1);
  });
});
