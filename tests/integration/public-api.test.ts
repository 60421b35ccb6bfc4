import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { nextYear, validContactInquiry, validInquiry, validPackage } from '../fixtures/records.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('packages and testimonials', () => {
  it('lists only active packages to visitors', async () => {
    const services = app.services();
    const shown = await services.packages.create({ ...validPackage, name: 'Visible package' });
    await services.packages.create({ ...validPackage, name: 'Hidden package', isActive: false });
    await services.commit();
    const response = await app.client().get('/api/packages');
    expect(response.status).toBe(200);
    const names = response.body.map((p: { name: string }) => p.name);
    expect(names).toContain('Visible package');
    expect(names).not.toContain('Hidden package');
    const listed = response.body.find((p: { id: string }) => p.id === shown.id);
    expect(listed).toMatchObject({ price: 1234.5, features: ['Game drives', 'Lodge stay'], groupSize: '2-8 people' });
  });

  it('lists active testimonials with rating, comment, name and country', async () => {
    const em = app.orm.em.fork();
    await em.getConnection().execute(
      `insert into testimonials (id, name, country, rating, comment, is_active, created_at) values
       (gen_random_uuid(), 'Shown', 'Kenya', 5, 'Wonderful', true, now()),
       (gen_random_uuid(), 'Hidden', 'Peru', 2, 'Hidden one', false, now())`,
    );
    const response = await app.client().get('/api/testimonials');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([expect.objectContaining({ name: 'Shown', country: 'Kenya', rating: 5, comment: 'Wonderful' })]);
  });
});

describe('gallery browsing', () => {
  it('walks folders, galleries and photos, showing only active ones', async () => {
    const { gallery, commit } = app.services();
    const folder = await gallery.createFolder({ name: 'Birds', sortOrder: 0, isActive: true });
    await gallery.createFolder({ name: 'Secret folder', sortOrder: 0, isActive: false });
    const album = (await gallery.createGallery({ folderId: folder.id, name: 'Eagles', sortOrder: 0, isActive: true }))!;
    await gallery.createGallery({ folderId: folder.id, name: 'Draft album', sortOrder: 0, isActive: false });
    await gallery.createPhoto({ galleryId: album.id, title: 'Fish eagle', imageUrl: 'https://img.example.com/1.jpg', sortOrder: 0, isActive: true });
    await gallery.createPhoto({ galleryId: album.id, title: 'Unpublished', imageUrl: 'https://img.example.com/2.jpg', sortOrder: 0, isActive: false });
    await commit();
    const visitor = app.client();

    const folders = await visitor.get('/api/gallery-folders');
    expect(folders.body.map((f: { name: string }) => f.name)).toEqual(['Birds']);
    expect(folders.body[0]).toMatchObject({ id: folder.id, description: null, coverImageUrl: null, createdAt: expect.any(String) });

    const galleries = await visitor.get(`/api/gallery-folders/${folder.id}/galleries`);
    expect(galleries.body.map((g: { name: string }) => g.name)).toEqual(['Eagles']);

    const photos = await visitor.get(`/api/galleries/${album.id}/photos`);
    expect(photos.body).toEqual([expect.objectContaining({ title: 'Fish eagle', imageUrl: 'https://img.example.com/1.jpg', thumbnailUrl: null })]);
  });

  it('answers 404 for unknown, malformed or hidden folders and galleries', async () => {
    const { gallery, commit } = app.services();
    const hidden = await gallery.createFolder({ name: 'Hidden', sortOrder: 0, isActive: false });
    const inHidden = (await gallery.createGallery({ folderId: hidden.id, name: 'Inside hidden', sortOrder: 0, isActive: true }))!;
    await commit();
    const visitor = app.client();
    for (const path of [
      '/api/gallery-folders/00000000-0000-4000-8000-000000000000/galleries',
      '/api/gallery-folders/not-a-uuid/galleries',
      `/api/gallery-folders/${hidden.id}/galleries`,
      '/api/galleries/12345/photos',
      `/api/galleries/${inHidden.id}/photos`,
    ]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.message).toMatch(/not found/);
    }
  });
});

describe('POST /api/inquiries', () => {
  it('stores an inquiry as pending with the server’s time, and returns it with 201', async () => {
    const before = Date.now();
    const response = await app.client().post('/api/inquiries', { ...validInquiry, status: 'confirmed', createdAt: '2001-01-01T00:00:00Z', id: 'mine' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...validInquiry, phone: null });
    expect(response.body).not.toHaveProperty('status');
    expect(response.body.id).not.toBe('mine');
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 5000);
    const stored = await app.services().inquiries.detail(response.body.id);
    expect(stored?.status).toBe('pending');
  });

  it('accepts an inquiry without travel dates', async () => {
    const { arrivalDate: _a, departureDate: _d, ...withoutDates } = validInquiry;
    const response = await app.client().post('/api/inquiries', withoutDates);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ arrivalDate: null, departureDate: null });
  });

  it('stores the contact page’s extra fields', async () => {
    const response = await app.client().post('/api/inquiries', validContactInquiry);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      phone: '+46 70 123 45 67',
      safariType: 'cross-border',
      budgetRange: '5000-10000',
      packageType: 'cross-border',
      groupSize: '2',
    });
  });

  it('needs only names and e-mail from the contact page', async () => {
    const response = await app.client().post('/api/inquiries', { source: 'contact', firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ packageType: '', safariType: null, message: '' });
  });

  const requiredFields: [string, string][] = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['packageType', 'Please choose a package'],
    ['groupSize', 'Please choose a group size'],
    ['message', 'Message is required'],
  ];
  for (const [field, message] of requiredFields) {
    it(`rejects an inquiry without ${field} and stores nothing`, async () => {
      const countBefore = (await app.services().inquiries.statusCounts()).all;
      const response = await app.client().post('/api/inquiries', { ...validInquiry, [field]: '   ' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [field]: message });
      expect((await app.services().inquiries.statusCounts()).all).toBe(countBefore);
    });
  }

  it('names every missing field of an empty inquiry', async () => {
    const response = await app.client().post('/api/inquiries', {});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'firstName', 'groupSize', 'lastName', 'message', 'packageType']);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['arrivalDate', '10/06/2027', 'Please enter a date as YYYY-MM-DD'],
    ['departureDate', nextYear('06-01'), 'Departure date cannot be before the arrival date'],
    ['packageType', 'platinum', 'Please choose a package'],
    ['firstName', 'x'.repeat(101), 'Must be at most 100 characters'],
  ])('rejects %s = %j with its message', async (field, value, message) => {
    const response = await app.client().post('/api/inquiries', { ...validInquiry, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await app.client().request('POST', '/api/inquiries', { raw: '{"firstName": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('rejects a body over 100 kB with 413', async () => {
    const response = await app.client().post('/api/inquiries', { ...validInquiry, message: 'x'.repeat(110_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });

  it('refuses cross-site posts with 403', async () => {
    const visitor = app.client();
    const crossSite = await visitor.post('/api/inquiries', validInquiry, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await visitor.request('POST', '/api/inquiries', { body: validInquiry, headers: { Origin: '' } });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await visitor.request('POST', '/api/inquiries', { body: validInquiry, headers: { Origin: '', Referer: `${app.baseUrl}/contact` } });
    expect(viaReferer.status).toBe(201);
  });

  it('does not let visitors read inquiries', async () => {
    const response = await app.client().get('/api/inquiries');
    expect(response.status).toBe(401);
  });
});

describe('the API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await app.client().get('/api/packages');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Public responses are shared by every visitor, so they carry no nonce; staff ones do (decision 051).
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' ?;/);
  });
});
