import { describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

const review = { name: 'Aiko Sato', country: 'Japan', rating: 5, comment: 'Leopard at dusk, unforgettable.', packageType: 'Local Safari', isActive: true };
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('testimonials admin', () => {
  it('refuses every call without a session', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/admin/testimonials')).status).toBe(401);
    expect((await visitor.post('/api/admin/testimonials', review)).status).toBe(401);
    expect((await visitor.put(`/api/admin/testimonials/${MISSING}`, review)).status).toBe(401);
    expect((await visitor.delete(`/api/admin/testimonials/${MISSING}`)).status).toBe(401);
  });

  it('creates one that visitors then see; the Overview’s rating is the verified reviews’, not this (issue 39)', async () => {
    const created = await staff.post('/api/admin/testimonials', review);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...review, id: expect.any(String), createdAt: expect.any(String) });
    const visible = (await app.client().get('/api/testimonials')).body;
    expect(visible.map((t: { id: string }) => t.id)).toContain(created.body.id);
    expect((await app.services().dashboard.stats()).averageRating).toBeNull();
  });

  it('hides one from visitors but not from staff', async () => {
    const created = (await staff.post('/api/admin/testimonials', { ...review, name: 'Hidden Reviewer' })).body;
    const hidden = await staff.put(`/api/admin/testimonials/${created.id}`, { ...review, name: 'Hidden Reviewer', isActive: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.isActive).toBe(false);
    expect((await app.client().get('/api/testimonials')).body.map((t: { id: string }) => t.id)).not.toContain(created.id);
    expect((await staff.get('/api/admin/testimonials')).body.map((t: { id: string }) => t.id)).toContain(created.id);
  });

  it('deletes one, then answers 404 for it', async () => {
    const created = (await staff.post('/api/admin/testimonials', review)).body;
    expect((await staff.delete(`/api/admin/testimonials/${created.id}`)).status).toBe(204);
    expect((await staff.delete(`/api/admin/testimonials/${created.id}`)).status).toBe(404);
    expect((await staff.put(`/api/admin/testimonials/${created.id}`, review)).status).toBe(404);
    expect((await staff.put('/api/admin/testimonials/not-an-id', review)).status).toBe(404);
  });

  it.each([
    ['name', '  ', 'Name is required'],
    ['country', '', 'Country is required'],
    ['comment', '', 'Comment is required'],
    ['rating', 0, 'Rating must be a whole number of stars from 1 to 5'],
    ['rating', 6, 'Rating must be a whole number of stars from 1 to 5'],
    ['rating', 4.5, 'Rating must be a whole number of stars from 1 to 5'],
    ['rating', 'five', 'Rating must be a whole number of stars from 1 to 5'],
    ['isActive', 'yes', 'Must be true or false'],
    ['comment', 'x'.repeat(2001), 'Must be at most 2000 characters'],
  ])('rejects %s = %j with “%s”', async (field, value, message) => {
    const response = await staff.post('/api/admin/testimonials', { ...review, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('stores a blank package type as none', async () => {
    const created = await staff.post('/api/admin/testimonials', { ...review, packageType: '  ' });
    expect(created.body.packageType).toBeNull();
  });
});
