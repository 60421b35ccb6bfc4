import { describe, expect, it } from 'vitest';
import type { SavedReplyPage } from '#lib/domain/enquiry/enquiry.types.ts';
import { fillPlaceholders, placeholderValues } from '#lib/saved-reply.ts';
import { validContactInquiry } from '../fixtures/records.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

const welcome = { name: 'Welcome', subject: 'Your {trip} enquiry', body: 'Dear {firstName},\n\nThank you! About arriving on {arrivalDate}: ...' };

describe('saved replies', () => {
  it('are created, listed by name, replaced and deleted by staff', async () => {
    const created = await staff.post('/api/admin/saved-replies', welcome);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(welcome);
    expect((await staff.post('/api/admin/saved-replies', { ...welcome, name: 'Availability' })).status).toBe(201);
    expect(((await staff.get('/api/admin/saved-replies')).body as SavedReplyPage).replies.map((r) => r.name)).toEqual(['Availability', 'Welcome']);

    const replaced = await staff.put(`/api/admin/saved-replies/${created.body.id}`, { ...welcome, subject: 'About {trip}' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, subject: 'About {trip}' });

    expect((await staff.delete(`/api/admin/saved-replies/${created.body.id}`)).status).toBe(204);
    expect(((await staff.get('/api/admin/saved-replies')).body as SavedReplyPage).replies.map((r) => r.name)).toEqual(['Availability']);
    expect((await staff.delete(`/api/admin/saved-replies/${created.body.id}`)).status).toBe(404);
    expect((await staff.put(`/api/admin/saved-replies/${created.body.id}`, welcome)).status).toBe(404);
    expect((await staff.put('/api/admin/saved-replies/not-an-id', welcome)).status).toBe(404);
  });

  it.each([
    [{ ...welcome, body: 'Dear {fristName},' }, 'body', 'Unknown placeholder {fristName}: use {firstName}, {trip}, {arrivalDate}'],
    [{ ...welcome, subject: 'About {} trip' }, 'subject', 'Unknown placeholder {}: use {firstName}, {trip}, {arrivalDate}'],
    [{ ...welcome, name: '  ' }, 'name', 'Name is required'],
    [{ ...welcome, subject: 'Two\nlines' }, 'subject', 'Subject must be one line'],
    [{ ...welcome, body: '' }, 'body', 'Message is required'],
    [{ ...welcome, name: 'n'.repeat(101) }, 'name', 'Must be at most 100 characters'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const response = await staff.post('/api/admin/saved-replies', body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it('refuses a second reply of the same name, also when two are saved at once', async () => {
    const results = await Promise.all([1, 2].map(() => staff.post('/api/admin/saved-replies', { ...welcome, name: 'Twice' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.errors).toEqual({ name: 'A saved reply with this name exists already' });
    expect(((await staff.get('/api/admin/saved-replies')).body as SavedReplyPage).replies.filter((r) => r.name === 'Twice')).toHaveLength(1);
  });

  it('are staff data: a visitor gets 401', async () => {
    expect((await app.client().get('/api/admin/saved-replies')).status).toBe(401);
    expect((await app.client().post('/api/admin/saved-replies', welcome)).status).toBe(401);
  });

  it('fill their placeholders from the enquiry', async () => {
    const id = (await app.client().post('/api/inquiries', validContactInquiry)).body.id;
    const inquiry = (await staff.get(`/api/admin/inquiries/${id}`)).body;
    const values = placeholderValues(inquiry);
    expect(fillPlaceholders(welcome.subject, values)).toBe('Your Cross-Border Adventure enquiry');
    expect(fillPlaceholders(welcome.body, values)).toBe(`Dear Jonas,\n\nThank you! About arriving on ${values.arrivalDate}: ...`);
    expect(values.arrivalDate).toMatch(/^1 Aug \d{4}$/);
    expect(fillPlaceholders('{arrivalDate}', placeholderValues({ ...inquiry, arrivalDate: null }))).toBe('your travel dates');
  });
});
