import { describe, expect, it } from 'vitest';
import { countRows } from '../fixtures/inquiries.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { validInquiry, validPackage } from '../fixtures/records.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));


describe('packages', () => {
  it('creates a package and returns it with 201', async () => {
    const response = await staff.post('/api/admin/packages', validPackage);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...validPackage, id: expect.any(String) });
  });

  it('drops blank feature lines and trims the rest', async () => {
    const response = await staff.post('/api/admin/packages', { ...validPackage, features: ['  Drives ', '', '   ', 'Meals'] });
    expect(response.body.features).toEqual(['Drives', 'Meals']);
  });

  it('defaults the price to 0 and the package to active', async () => {
    const { price: _price, isActive: _active, ...rest } = validPackage;
    const response = await staff.post('/api/admin/packages', rest);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ price: 0, isActive: true });
  });

  const messages: [string, unknown, string][] = [
    ['name', '  ', 'Package name is required'],
    ['type', '', 'Package type is required'],
    ['type', 'Space Safari', 'Package type is required'],
    ['price', -1, 'Price must be positive'],
    ['price', 'cheap', 'Price must be positive'],
    ['duration', '', 'Duration is required'],
    ['description', '', 'Description is required'],
    ['features', ['', '  '], 'At least one feature is required'],
    ['features', [], 'At least one feature is required'],
    ['accommodation', '', 'Accommodation is required'],
    ['groupSize', '', 'Group size is required'],
    ['imageUrl', 'javascript:alert(1)', 'Please enter a web address starting with http:// or https://'],
  ];
  it.each(messages)('rejects %s = %j with “%s” and writes nothing', async (field, value, message) => {
    const before = await countRows(app, 'packages');
    const response = await staff.post('/api/admin/packages', { ...validPackage, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows(app, 'packages')).toBe(before);
  });

  it('updates a package; making it inactive hides it from visitors but not from staff', async () => {
    const created = (await staff.post('/api/admin/packages', { ...validPackage, name: 'SA Standard To Hide' })).body;
    const updated = await staff.put(`/api/admin/packages/${created.id}`, { ...validPackage, name: 'SA Standard To Hide', price: 999, isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, price: 999, isActive: false });
    const publicNames = (await app.client().get('/api/packages')).body.map((p: { name: string }) => p.name);
    expect(publicNames).not.toContain('SA Standard To Hide');
    const adminNames = (await staff.get('/api/admin/packages')).body.map((p: { name: string }) => p.name);
    expect(adminNames).toContain('SA Standard To Hide');
  });

  it('answers 404 for updating an unknown or malformed id, and 400 for bad input on a real one', async () => {
    expect((await staff.put('/api/admin/packages/00000000-0000-4000-8000-000000000000', validPackage)).status).toBe(404);
    expect((await staff.put('/api/admin/packages/42', validPackage)).status).toBe(404);
    const created = (await staff.post('/api/admin/packages', validPackage)).body;
    const bad = await staff.put(`/api/admin/packages/${created.id}`, { ...validPackage, name: '' });
    expect(bad.status).toBe(400);
    const unchanged = (await staff.get('/api/admin/packages')).body.find((p: { id: string }) => p.id === created.id);
    expect(unchanged.name).toBe(validPackage.name);
  });
});

describe('gallery management', () => {
  it('creates a folder, a gallery in it and a photo in that', async () => {
    const folder = await staff.post('/api/admin/gallery-folders', { name: 'Rivers', description: '', coverImageUrl: '' });
    expect(folder.status).toBe(201);
    expect(folder.body).toMatchObject({ name: 'Rivers', description: null, coverImageUrl: null, isActive: true, sortOrder: 0 });
    const gallery = await staff.post('/api/admin/galleries', { folderId: folder.body.id, name: 'Zambezi' });
    expect(gallery.status).toBe(201);
    expect(gallery.body).toMatchObject({ folderId: folder.body.id, name: 'Zambezi' });
    const photo = await staff.post('/api/admin/gallery-photos', { galleryId: gallery.body.id, title: 'Sunset', imageUrl: 'https://img.example.com/s.jpg' });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ galleryId: gallery.body.id, title: 'Sunset', thumbnailUrl: null });
    const photos = await staff.get(`/api/admin/galleries/${gallery.body.id}/photos`);
    expect(photos.body.map((p: { title: string }) => p.title)).toEqual(['Sunset']);
  });

  it.each([
    ['/api/admin/gallery-folders', {}, 'name', 'Folder name is required'],
    ['/api/admin/galleries', { name: 'x' }, 'folderId', 'Folder is required'],
    ['/api/admin/galleries', { folderId: '00000000-0000-4000-8000-000000000000' }, 'name', 'Gallery name is required'],
    ['/api/admin/gallery-photos', { title: 't', imageUrl: 'https://a.example/x.jpg' }, 'galleryId', 'Gallery is required'],
    ['/api/admin/gallery-photos', { galleryId: '00000000-0000-4000-8000-000000000000', imageUrl: 'https://a.example/x.jpg' }, 'title', 'Photo title is required'],
    ['/api/admin/gallery-photos', { galleryId: '00000000-0000-4000-8000-000000000000', title: 't' }, 'imageUrl', 'Image URL is required'],
  ])('POST %s with %j names %s: “%s”', async (path, body, field, message) => {
    const response = await staff.post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('refuses a gallery for a missing folder and a photo for a missing gallery, writing nothing', async () => {
    const [galleriesBefore, photosBefore] = [await countRows(app, 'galleries'), await countRows(app, 'gallery_photos')];
    const gallery = await staff.post('/api/admin/galleries', { folderId: '00000000-0000-4000-8000-000000000000', name: 'Orphan' });
    expect(gallery.status).toBe(400);
    expect(gallery.body.errors).toEqual({ folderId: 'Folder not found' });
    const photo = await staff.post('/api/admin/gallery-photos', { galleryId: '00000000-0000-4000-8000-000000000000', title: 'Orphan', imageUrl: 'https://a.example/x.jpg' });
    expect(photo.status).toBe(400);
    expect(await countRows(app, 'galleries')).toBe(galleriesBefore);
    expect(await countRows(app, 'gallery_photos')).toBe(photosBefore);
  });

  it('deleting a folder deletes its galleries and their photos', async () => {
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Doomed' })).body;
    const galleryIds: string[] = [];
    for (const name of ['One', 'Two']) {
      const gallery = (await staff.post('/api/admin/galleries', { folderId: folder.id, name })).body;
      galleryIds.push(gallery.id);
      await staff.post('/api/admin/gallery-photos', { galleryId: gallery.id, title: `${name} photo`, imageUrl: 'https://a.example/p.jpg' });
    }
    expect((await staff.delete(`/api/admin/gallery-folders/${folder.id}`)).status).toBe(204);
    const em = app.orm.em.fork().getConnection();
    const left = await em.execute(`select count(*) as n from gallery_photos where gallery_id in (?, ?)`, galleryIds);
    expect(Number(left[0]!.n)).toBe(0);
    const galleriesLeft = await em.execute(`select count(*) as n from galleries where folder_id = ?`, [folder.id]);
    expect(Number(galleriesLeft[0]!.n)).toBe(0);
    expect((await staff.get(`/api/admin/gallery-folders/${folder.id}/galleries`)).status).toBe(404);
  });

  it('deleting a gallery deletes its photos but not its folder', async () => {
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Kept' })).body;
    const gallery = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'Gone' })).body;
    const photo = (await staff.post('/api/admin/gallery-photos', { galleryId: gallery.id, title: 'P', imageUrl: 'https://a.example/p.jpg' })).body;
    expect((await staff.delete(`/api/admin/galleries/${gallery.id}`)).status).toBe(204);
    expect((await staff.delete(`/api/admin/gallery-photos/${photo.id}`)).status).toBe(404);
    expect((await staff.get(`/api/admin/gallery-folders/${folder.id}/galleries`)).body).toEqual([]);
  });

  it('answers 404 for deleting unknown or malformed ids', async () => {
    for (const path of ['gallery-folders', 'galleries', 'gallery-photos']) {
      expect((await staff.delete(`/api/admin/${path}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      expect((await staff.delete(`/api/admin/${path}/nope`)).status).toBe(404);
    }
  });
});

describe('dashboard data', () => {
  it('lists inquiries newest first and counts the pending ones', async () => {
    const visitor = app.client();
    await visitor.post('/api/inquiries', { ...validInquiry, firstName: 'First' });
    await visitor.post('/api/inquiries', { ...validInquiry, firstName: 'Second' });
    const list = await staff.get('/api/admin/inquiries');
    expect(list.status).toBe(200);
    expect(list.body.items.slice(0, 2).map((i: { firstName: string }) => i.firstName)).toEqual(['Second', 'First']);
    expect((await staff.get('/api/inquiries')).body).toEqual(list.body);
    const stats = await staff.get('/api/admin/stats');
    expect(stats.body).toMatchObject({ inquiries: list.body.total, newInquiries: list.body.total });
    expect(typeof stats.body.activePackages).toBe('number');
  });
});
