import { describe, expect, it } from 'vitest';
import { at, countRows, seedInquiries } from '../fixtures/inquiries.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let username: string;
withSignedInApp((started) => ({ app, staff, username } = started));

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const one = async (fields: { status?: 'pending' | 'spam' } = {}) => (await seedInquiries(app, [{ createdAt: at(0), ...fields }]))[0]!;
const patch = (id: string, body: unknown) => staff.request('PATCH', `/api/admin/inquiries/${id}`, { body });

describe('GET /api/admin/inquiries/:id', () => {
  it('returns the enquiry with its timeline, starting with its receipt', async () => {
    const inquiry = await one();
    const response = await staff.get(`/api/admin/inquiries/${inquiry.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...inquiry, events: [{ kind: 'received', at: inquiry.createdAt, id: expect.any(String) }] });
    expect(Object.keys(response.body.events[0]).sort()).toEqual(['at', 'id', 'kind']);
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    expect((await staff.get(`/api/admin/inquiries/${UNKNOWN}`)).status).toBe(404);
    const malformed = await staff.get('/api/admin/inquiries/12345');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ id: 'Not a valid inquiry id' });
  });
});

describe('PATCH /api/admin/inquiries/:id', () => {
  it('changes the status, records who did it, and sets the first response once', async () => {
    const inquiry = await one();
    const contacted = await patch(inquiry.id, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ id: inquiry.id, status: 'contacted', firstRespondedAt: expect.any(String) });
    const firstResponse = contacted.body.firstRespondedAt;

    const quoted = await patch(inquiry.id, { status: 'quoted' });
    expect(quoted.body).toMatchObject({ status: 'quoted', firstRespondedAt: firstResponse });
    expect((await patch(inquiry.id, { status: 'pending' })).body.firstRespondedAt).toBe(firstResponse);
    expect((await patch(inquiry.id, { status: 'booked' })).body.firstRespondedAt).toBe(firstResponse);

    const detail = (await staff.get(`/api/admin/inquiries/${inquiry.id}`)).body;
    expect(detail.events.map((e: { kind: string; from?: string; to?: string; author?: string }) => [e.kind, e.from, e.to, e.author])).toEqual([
      ['received', undefined, undefined, undefined],
      ['status', 'pending', 'contacted', username],
      ['status', 'contacted', 'quoted', username],
      ['status', 'quoted', 'pending', username],
      ['status', 'pending', 'booked', username],
    ]);
    expect(detail.events[1].at).toBe(firstResponse);
  });

  it('treats marking spam, and back, as filing: no first response, no event when nothing changes', async () => {
    const inquiry = await one();
    expect((await patch(inquiry.id, { status: 'spam' })).body).toMatchObject({ status: 'spam', firstRespondedAt: null });
    expect((await patch(inquiry.id, { status: 'pending' })).body).toMatchObject({ status: 'pending', firstRespondedAt: null });
    expect((await patch(inquiry.id, { status: 'pending' })).status).toBe(200);
    expect(await countRows(app, 'inquiry_events', 'inquiry_id = ?', [inquiry.id])).toBe(3);
  });

  it('counts a spam-filed enquiry answered once staff reply to it', async () => {
    const inquiry = await one({ status: 'spam' });
    expect((await patch(inquiry.id, { status: 'contacted' })).body.firstRespondedAt).toEqual(expect.any(String));
  });

  it('sets the first response once even when two staff move it at the same moment', async () => {
    const inquiry = await one();
    const results = await Promise.all(['contacted', 'quoted', 'lost'].map((status) => patch(inquiry.id, { status })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const detail = (await staff.get(`/api/admin/inquiries/${inquiry.id}`)).body;
    const changes = detail.events.filter((e: { kind: string }) => e.kind === 'status');
    expect(changes).toHaveLength(3);
    expect(changes[0].from).toBe('pending');
    // Each change starts where the one before it ended: the row was locked, not read stale.
    for (let i = 1; i < changes.length; i++) expect(changes[i].from).toBe(changes[i - 1].to);
    expect(detail.firstRespondedAt).toBe(changes[0].at);
  });

  it.each([
    [{ status: 'archived' }],
    [{ status: '' }],
    [{}],
    [{ status: 3 }],
  ])('answers %j with 400 naming status', async (body) => {
    const inquiry = await one();
    const response = await patch(inquiry.id, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ status: 'Status must be one of: pending, contacted, quoted, booked, lost, spam' });
  });

  it('answers 404 for an unknown enquiry and 400 for a malformed id', async () => {
    expect((await patch(UNKNOWN, { status: 'booked' })).status).toBe(404);
    expect((await patch('nope', { status: 'booked' })).status).toBe(400);
  });
});

describe('POST /api/admin/inquiries/:id/notes', () => {
  it('adds a note by the signed-in admin to the timeline', async () => {
    const inquiry = await one();
    const response = await staff.post(`/api/admin/inquiries/${inquiry.id}/notes`, { body: '  Called, they want June.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), body: 'Called, they want June.', author: username, createdAt: expect.any(String) });
    const events = (await staff.get(`/api/admin/inquiries/${inquiry.id}`)).body.events;
    expect(events.at(-1)).toEqual({ id: response.body.id, kind: 'note', at: response.body.createdAt, author: username, body: 'Called, they want June.' });
  });

  it('takes 5,000 characters and refuses more, or nothing, naming body', async () => {
    const inquiry = await one();
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/notes`, { body: 'x'.repeat(5000) })).status).toBe(201);
    for (const [body, message] of [
      ['x'.repeat(5001), 'Must be at most 5000 characters'],
      ['   ', 'Please write a note'],
      [undefined, 'Please write a note'],
      [42, 'Please write a note'],
    ] as const) {
      const response = await staff.post(`/api/admin/inquiries/${inquiry.id}/notes`, { body });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ body: message });
    }
    expect(await countRows(app, 'inquiry_events', "inquiry_id = ? and kind = 'note'", [inquiry.id])).toBe(1);
  });

  it('answers 404 for an unknown enquiry', async () => {
    expect((await staff.post(`/api/admin/inquiries/${UNKNOWN}/notes`, { body: 'Hello' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/inquiries/:id', () => {
  it('erases the enquiry with its timeline and its idempotency key', async () => {
    const response = await app.client().post('/api/inquiries', { firstName: 'Erase', lastName: 'Me', email: 'erase@example.com', packageType: 'custom', groupSize: '1-2', message: 'Hi' }, { 'Idempotency-Key': 'erase-me' });
    const id = response.body.id;
    await staff.post(`/api/admin/inquiries/${id}/notes`, { body: 'Asked to be forgotten' });
    expect((await staff.delete(`/api/admin/inquiries/${id}`)).status).toBe(204);
    expect((await staff.get(`/api/admin/inquiries/${id}`)).status).toBe(404);
    expect(await countRows(app, 'inquiry_events', 'inquiry_id = ?', [id])).toBe(0);
    expect(await countRows(app, 'inquiry_idempotency_keys', 'inquiry_id = ?', [id])).toBe(0);
    expect(await countRows(app, 'inquiries', "email = 'erase@example.com'")).toBe(0);
  });

  it('answers 404 for an unknown enquiry, also the second time', async () => {
    const inquiry = await one();
    expect((await staff.delete(`/api/admin/inquiries/${inquiry.id}`)).status).toBe(204);
    expect((await staff.delete(`/api/admin/inquiries/${inquiry.id}`)).status).toBe(404);
    expect((await staff.delete('/api/admin/inquiries/not-an-id')).status).toBe(400);
  });
});
