import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** GET /api/gallery-level answers what /gallery?<the same query> shows (decision 073). */
describe('the gallery level of a /gallery query', () => {
  it('is the collections, the galleries of a collection or the photos of a gallery, with only active records and only the shown fields', async () => {
    const { gallery, commit } = app.services();
    const folder = await gallery.createFolder({ name: 'Level birds', description: 'Feathers', sortOrder: 0, isActive: true });
    const album = (await gallery.createGallery({ folderId: folder.id, name: 'Level eagles', sortOrder: 0, isActive: true }))!;
    await gallery.createGallery({ folderId: folder.id, name: 'Level draft', sortOrder: 0, isActive: false });
    await gallery.createPhoto({ galleryId: album.id, title: 'Level fish eagle', imageUrl: 'https://img.example.com/1.jpg', sortOrder: 0, isActive: true });
    await gallery.createPhoto({ galleryId: album.id, title: 'Level unpublished', imageUrl: 'https://img.example.com/2.jpg', sortOrder: 0, isActive: false });
    await commit();
    const visitor = app.client();

    const top = await visitor.get('/api/gallery-level');
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({ level: 'folders', missing: false });
    expect(top.body.folders.find((f: { id: string }) => f.id === folder.id)).toEqual({ id: folder.id, name: 'Level birds', description: 'Feathers', coverImageUrl: null, createdAt: expect.any(String) });

    const galleries = await visitor.get(`/api/gallery-level?folder=${folder.id}`);
    expect(galleries.body).toMatchObject({ level: 'galleries', missing: false, folder: { id: folder.id, name: 'Level birds' } });
    expect(galleries.body.galleries).toEqual([{ id: album.id, name: 'Level eagles', description: null, coverImageUrl: null }]);

    const photos = await visitor.get(`/api/gallery-level?folder=${folder.id}&gallery=${album.id}`);
    expect(photos.body).toMatchObject({ level: 'photos', missing: false, folder: { id: folder.id }, gallery: { id: album.id, name: 'Level eagles' } });
    expect(photos.body.photos).toEqual([{ id: expect.any(String), title: 'Level fish eagle', description: null, imageUrl: 'https://img.example.com/1.jpg', thumbnailUrl: null }]);
  });

  it('falls back one level, saying so, for an id that is malformed, unknown or hidden, as the page does', async () => {
    const { gallery, commit } = app.services();
    const folder = await gallery.createFolder({ name: 'Level fallback', sortOrder: 0, isActive: true });
    const hidden = (await gallery.createGallery({ folderId: folder.id, name: 'Level hidden', sortOrder: 0, isActive: false }))!;
    await commit();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const visitor = app.client();

    for (const query of ['folder=not-a-uuid', `folder=${unknown}`, `gallery=${unknown}`]) {
      const response = await visitor.get(`/api/gallery-level?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toMatchObject({ level: 'folders', missing: true });
    }
    const toFolder = await visitor.get(`/api/gallery-level?folder=${folder.id}&gallery=${hidden.id}`);
    expect(toFolder.body).toMatchObject({ level: 'galleries', missing: true, folder: { id: folder.id }, galleries: [] });
  });
});
