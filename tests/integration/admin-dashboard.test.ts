import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActivity } from '#components/admin/overview/activity.ts';
import type { SafariPackage } from '#database/dto.ts';
import { inquirySchema } from '#database/schemas/inquiry.schema.ts';
import { validInquiry, validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Sets a row's creation time explicitly, so the order never depends on the clock's resolution. */
async function createdAt(table: string, id: string, iso: string) {
  await app.orm.em.fork().getConnection().execute(`update ${table} set created_at = ? where id = ?`, [iso, id]);
}

describe("the dashboard's recent activity", () => {
  it('lists the newest folders, galleries and photos first, hidden ones included, up to the limit', async () => {
    const { gallery } = app.services();
    const older = await gallery.createFolder({ name: 'Older folder', sortOrder: 0, isActive: true });
    const hidden = await gallery.createFolder({ name: 'Hidden folder', sortOrder: 0, isActive: false });
    const album = await gallery.createGallery({ folderId: older.id, name: 'Lions', sortOrder: 0, isActive: true });
    const photo = await gallery.createPhoto({ galleryId: album!.id, title: 'Dawn', imageUrl: 'https://images.example.com/dawn.jpg', sortOrder: 0, isActive: true });
    await createdAt('gallery_folders', older.id, '2026-03-01T08:00:00Z');
    await createdAt('gallery_folders', hidden.id, '2026-03-01T08:00:01Z');

    const latest = await app.services().gallery.latestCreated(1);
    expect(latest.folders.map((f) => f.id)).toEqual([hidden.id]);
    expect(latest.galleries.map((g) => g.id)).toEqual([album!.id]);
    expect(latest.photos.map((p) => p.id)).toEqual([photo!.id]);
    expect((await app.services().gallery.latestCreated(5)).folders.map((f) => f.name)).toEqual(['Hidden folder', 'Older folder']);
  });

  it('merges inquiries, packages and gallery items newest first, telling an edited package from a new one', async () => {
    // Times set explicitly: two rows made in the same millisecond would otherwise tie.
    const inquiry = { ...(await app.services().inquiries.create(v.parse(inquirySchema, validInquiry))), createdAt: '2026-03-01T08:00:00.000Z' };
    const pkg = { ...(await app.services().packages.create(validPackage)), createdAt: '2026-03-01T08:00:01.000Z', updatedAt: '2026-03-01T08:00:01.000Z' };
    const at = (iso: string, seconds: number) => new Date(new Date(iso).getTime() + seconds * 1000).toISOString();
    const edited: SafariPackage = { ...pkg, id: 'edited', name: 'Edited package', updatedAt: at(pkg.createdAt, 60) };
    const entries = recentActivity({
      inquiries: [inquiry],
      packages: [pkg, edited],
      folders: [],
      galleries: [],
      photos: [],
    });
    expect(entries.map((e) => [e.kind, e.subject])).toEqual([
      ['package-updated', 'Edited package'],
      ['package-created', validPackage.name],
      ['inquiry', `${validInquiry.firstName} ${validInquiry.lastName}`],
    ]);
    expect(entries[2]!.detail).toBe('Elegant Safari');
    expect(recentActivity({ inquiries: [inquiry], packages: [pkg, edited], folders: [], galleries: [], photos: [] }, 2)).toHaveLength(2);
  });
});
