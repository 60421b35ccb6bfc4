import { describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

const MISSING = '00000000-0000-4000-8000-000000000000';
const ids = (list: { id: string }[]) => list.map((item) => item.id);

async function galleryWithPhotos(titles: string[]) {
  const folder = (await staff.post('/api/admin/gallery-folders', { name: `Folder ${Math.random()}` })).body;
  const gallery = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'Rivers' })).body;
  const photos = [];
  for (const title of titles) {
    photos.push((await staff.post('/api/admin/gallery-photos', { galleryId: gallery.id, title, imageUrl: 'https://img.example.com/p.jpg' })).body);
  }
  return { folder, gallery, photos };
}

describe('editing gallery levels', () => {
  it('refuses edits, reorders and deletes without a session', async () => {
    const visitor = app.client();
    expect((await visitor.put(`/api/admin/gallery-folders/${MISSING}`, { name: 'x' })).status).toBe(401);
    expect((await visitor.put(`/api/admin/galleries/${MISSING}`, { name: 'x' })).status).toBe(401);
    expect((await visitor.put(`/api/admin/gallery-photos/${MISSING}`, { title: 'x' })).status).toBe(401);
    expect((await visitor.post(`/api/admin/galleries/${MISSING}/photos/order`, { ids: [MISSING] })).status).toBe(401);
    expect((await visitor.delete(`/api/admin/gallery-photos/${MISSING}`)).status).toBe(401);
  });

  it('edits a folder, a gallery and a photo', async () => {
    const { folder, gallery, photos } = await galleryWithPhotos(['Old title']);
    const f = await staff.put(`/api/admin/gallery-folders/${folder.id}`, { name: 'Renamed', description: 'Now described', coverImageUrl: 'https://img.example.com/c.jpg' });
    expect(f.status).toBe(200);
    expect(f.body).toMatchObject({ id: folder.id, name: 'Renamed', description: 'Now described', coverImageUrl: 'https://img.example.com/c.jpg' });
    const g = await staff.put(`/api/admin/galleries/${gallery.id}`, { name: 'Zambezi', description: '' });
    expect(g.body).toMatchObject({ id: gallery.id, folderId: folder.id, name: 'Zambezi', description: null });
    const p = await staff.put(`/api/admin/gallery-photos/${photos[0].id}`, {
      title: 'New title',
      description: 'At dawn',
      imageUrl: '/images/0123456789abcdef0123456789abcdef-960.webp',
      thumbnailUrl: 'https://img.example.com/t.jpg',
    });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ galleryId: gallery.id, title: 'New title', imageUrl: '/images/0123456789abcdef0123456789abcdef-960.webp' });
  });

  it.each([
    ['gallery-folders', { name: '' }, 'name', 'Folder name is required'],
    ['galleries', { name: ' ' }, 'name', 'Gallery name is required'],
    ['gallery-photos', { title: '', imageUrl: 'https://a.example/x.jpg' }, 'title', 'Photo title is required'],
    ['gallery-photos', { title: 't' }, 'imageUrl', 'Image URL is required'],
    ['gallery-photos', { title: 't', imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a web address starting with http:// or https://'],
    ['galleries', { name: 'x', isActive: 'no' }, 'isActive', 'Must be true or false'],
  ])('PUT %s with %j names %s', async (path, body, field, message) => {
    const { folder, gallery, photos } = await galleryWithPhotos(['P']);
    const id = { 'gallery-folders': folder.id, galleries: gallery.id, 'gallery-photos': photos[0].id }[path];
    const response = await staff.put(`/api/admin/${path}/${id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('answers 404 for editing unknown or malformed ids', async () => {
    expect((await staff.put(`/api/admin/gallery-folders/${MISSING}`, { name: 'x' })).status).toBe(404);
    expect((await staff.put(`/api/admin/galleries/${MISSING}`, { name: 'x' })).status).toBe(404);
    expect((await staff.put('/api/admin/gallery-photos/42', { title: 'x', imageUrl: 'https://a.example/x.jpg' })).status).toBe(404);
  });

  it('hiding a photo, gallery or folder takes it off the public gallery at once', async () => {
    const { folder, gallery, photos } = await galleryWithPhotos(['Shown', 'Hidden']);
    const visitor = app.client();
    await staff.put(`/api/admin/gallery-photos/${photos[1].id}`, { title: 'Hidden', imageUrl: 'https://img.example.com/p.jpg', isActive: false });
    expect((await visitor.get(`/api/galleries/${gallery.id}/photos`)).body.map((p: { title: string }) => p.title)).toEqual(['Shown']);
    expect((await staff.get(`/api/admin/galleries/${gallery.id}/photos`)).body).toHaveLength(2);

    await staff.put(`/api/admin/galleries/${gallery.id}`, { name: 'Rivers', isActive: false });
    expect(ids((await visitor.get(`/api/gallery-folders/${folder.id}/galleries`)).body)).not.toContain(gallery.id);
    expect((await visitor.get(`/api/galleries/${gallery.id}/photos`)).status).toBe(404);

    await staff.put(`/api/admin/gallery-folders/${folder.id}`, { name: folder.name, isActive: false });
    expect(ids((await visitor.get('/api/gallery-folders')).body)).not.toContain(folder.id);
    await staff.put(`/api/admin/gallery-folders/${folder.id}`, { name: folder.name, isActive: true });
    expect(ids((await visitor.get('/api/gallery-folders')).body)).toContain(folder.id);
  });
});

describe('reordering', () => {
  it('stores the order of a gallery’s photos, which the public list follows', async () => {
    const { gallery, photos } = await galleryWithPhotos(['A', 'B', 'C']);
    const order = [photos[2].id, photos[0].id, photos[1].id];
    expect((await staff.post(`/api/admin/galleries/${gallery.id}/photos/order`, { ids: order })).status).toBe(204);
    expect(ids((await app.client().get(`/api/galleries/${gallery.id}/photos`)).body)).toEqual(order);
    const sortOrders = (await staff.get(`/api/admin/galleries/${gallery.id}/photos`)).body.map((p: { sortOrder: number }) => p.sortOrder);
    expect(sortOrders).toEqual([0, 1, 2]);
  });

  it('a photo added after a reorder goes to the end', async () => {
    const { gallery, photos } = await galleryWithPhotos(['A', 'B']);
    await staff.post(`/api/admin/galleries/${gallery.id}/photos/order`, { ids: [photos[1].id, photos[0].id] });
    const added = (await staff.post('/api/admin/gallery-photos', { galleryId: gallery.id, title: 'C', imageUrl: 'https://img.example.com/c.jpg' })).body;
    expect(ids((await app.client().get(`/api/galleries/${gallery.id}/photos`)).body)).toEqual([photos[1].id, photos[0].id, added.id]);
  });

  it('reorders a folder’s galleries and the folders themselves', async () => {
    const { folder } = await galleryWithPhotos([]);
    const second = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'Second' })).body;
    const current = ids((await staff.get(`/api/admin/gallery-folders/${folder.id}/galleries`)).body);
    const reversed = [...current].reverse();
    expect((await staff.post(`/api/admin/gallery-folders/${folder.id}/galleries/order`, { ids: reversed })).status).toBe(204);
    expect(ids((await app.client().get(`/api/gallery-folders/${folder.id}/galleries`)).body)).toEqual(reversed);
    expect(reversed[0]).toBe(second.id);

    const folders = ids((await staff.get('/api/admin/gallery-folders')).body).reverse();
    expect((await staff.post('/api/admin/gallery-folders/order', { ids: folders })).status).toBe(204);
    expect(ids((await staff.get('/api/admin/gallery-folders')).body)).toEqual(folders);
  });

  it('refuses an order that leaves out, repeats or adds items, and changes nothing', async () => {
    const { gallery, photos } = await galleryWithPhotos(['A', 'B']);
    const before = ids((await staff.get(`/api/admin/galleries/${gallery.id}/photos`)).body);
    for (const bad of [[photos[0].id], [photos[0].id, photos[0].id], [photos[0].id, photos[1].id, MISSING], [], ['nope']]) {
      const response = await staff.post(`/api/admin/galleries/${gallery.id}/photos/order`, { ids: bad });
      expect(response.status).toBe(400);
      expect(response.body.errors.ids).toBe('List every item of this level once, in the new order');
    }
    expect(ids((await staff.get(`/api/admin/galleries/${gallery.id}/photos`)).body)).toEqual(before);
  });

  it('answers 404 for reordering the photos of an unknown gallery', async () => {
    expect((await staff.post(`/api/admin/galleries/${MISSING}/photos/order`, { ids: [MISSING] })).status).toBe(404);
    expect((await staff.post(`/api/admin/gallery-folders/${MISSING}/galleries/order`, { ids: [MISSING] })).status).toBe(404);
  });
});
