import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/seeds/demo.seed.ts';
import { ensureFirstAdmin } from '#server/seeds/first-admin.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('demo content', () => {
  it('loads packages of every type SPEC uses, testimonials and a three-level gallery, once', async () => {
    const first = await seedDemoContent(app.orm.em.fork());
    expect(first.created).toBeGreaterThan(20);
    const second = await seedDemoContent(app.orm.em.fork());
    expect(second.created).toBe(0);

    const packages = await app.services().packages.list();
    const types = new Set(packages.map((p) => p.type));
    for (const type of ['elegant', 'economical', 'Local Safari', 'Cross Border Adventure', 'Luxury Experience']) expect(types).toContain(type);
    expect(packages.filter((p) => p.type === 'elegant')).toHaveLength(1);
    expect(packages.filter((p) => p.type === 'economical')).toHaveLength(1);
    expect(packages.some((p) => p.name.includes('SA Standard'))).toBe(true);
    expect(packages.some((p) => p.name.includes('Cross Border'))).toBe(true);
    expect(packages.some((p) => p.name.includes('Luxury'))).toBe(true);

    const testimonials = await app.services().testimonials.listActive();
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    for (const t of testimonials) expect(t.rating).toBeGreaterThanOrEqual(1);

    const { gallery } = app.services();
    const folders = await gallery.listFolders();
    expect(folders).toHaveLength(3);
    for (const folder of folders) {
      const galleries = (await gallery.listGalleries(folder.id))!;
      expect(galleries.length).toBeGreaterThan(0);
      for (const g of galleries) expect((await gallery.listPhotos(g.id))!.length).toBeGreaterThan(0);
    }
  });
});

describe('first admin', () => {
  it('creates the configured admin once and never overwrites it', async () => {
    const configured = { username: 'owner', password: 'owner-password-1', email: 'owner@example.com' };
    await ensureFirstAdmin(app.orm.em.fork(), { configured, embedded: false, log: () => {} });
    await ensureFirstAdmin(app.orm.em.fork(), { configured: { ...configured, password: 'another-password' }, embedded: false, log: () => {} });
    const admins = app.services().admins;
    expect(await admins.authenticate('owner', 'owner-password-1')).not.toBeNull();
    expect(await admins.authenticate('owner', 'another-password')).toBeNull();
  });

  it('invents no admin for an embedded database that already has one', async () => {
    // Arranged here, not left over from the test above, so this test passes alone and in any order.
    const arrange = app.services();
    await arrange.admins.create({ username: 'existing', password: 'existing-password-1', email: 'existing@example.com' });
    await arrange.commit();
    const lines: string[] = [];
    await ensureFirstAdmin(app.orm.em.fork(), { configured: undefined, embedded: true, log: (m) => lines.push(m) });
    expect(lines).toEqual([]);
    expect(await app.services().admins.exists('admin')).toBe(false);
  });
});
