import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryFolder, Package, Testimonial } from '#database/entities/index.ts';
import { validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A fixed clock for the rows, so order never depends on how fast the test runs. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, 0) + minutes * 60_000);

async function insertInquiry(firstName: string, status: string, createdAt: Date) {
  await app.orm.em.getConnection().execute(
    `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at, needs_reply, needs_reply_since)
     values (?, ?, 'Test', 'test@example.com', 'elegant', '1-2', 'Hello', ?, ?, ?, ?)`,
    // As the repository stores them: a New enquiry waits for a reply (decision 133).
    [randomUUID(), firstName, status, createdAt, status === 'pending', status === 'pending' ? createdAt : null],
  );
}

describe('the dashboard figures', () => {
  beforeAll(async () => {
    const em = app.orm.em.fork();
    em.create(Package, { ...validPackage, name: 'Active one', slug: 'active-one', createdAt: at(0), updatedAt: at(0) });
    em.create(Package, { ...validPackage, name: 'Active two', slug: 'active-two', createdAt: at(1), updatedAt: at(1) });
    em.create(Package, { ...validPackage, name: 'Hidden', slug: 'hidden', isActive: false, createdAt: at(2), updatedAt: at(2) });
    em.create(GalleryFolder, { name: 'Shown A', isActive: true, sortOrder: 0, createdAt: at(3) });
    em.create(GalleryFolder, { name: 'Shown B', isActive: true, sortOrder: 0, createdAt: at(4) });
    em.create(GalleryFolder, { name: 'Hidden folder', isActive: false, sortOrder: 0, createdAt: at(5) });
    for (const [rating, isActive] of [[5, true], [4, true], [1, false]] as const) {
      em.create(Testimonial, { name: `Guest ${rating}`, country: 'Kenya', rating, comment: 'Fine', isActive, createdAt: at(6) });
    }
    await em.flush();
    for (const [name, status] of [['Ada', 'pending'], ['Ben', 'pending'], ['Cai', 'pending'], ['Dee', 'contacted'], ['Bot', 'spam'], ['Bot2', 'spam']]) {
      await insertInquiry(name!, status!, at(10));
    }
  });

  it('counts only active packages, only pending enquiries as new, no spam, and no testimonial in the rating', async () => {
    expect(await app.services().dashboard.stats()).toEqual({
      activePackages: 2,
      inquiries: 4,
      newInquiries: 3,
      galleryFolders: 2,
      // The rating is the published reviews' (overview-rating.test.ts); testimonials move it not at all.
      averageRating: null,
    });
  });

  it('answers the same figures at GET /api/admin/stats', async () => {
    const { client } = await app.signedInAdmin();
    const response = await client.get('/api/admin/stats');
    expect(response.status).toBe(200);
    const { desk, ...cards } = response.body;
    expect(cards).toEqual(await app.services().dashboard.stats());
    expect(desk.needsReply.count).toBe(3);
    expect(desk.weekly).toHaveLength(12);
  });

  it('refuses the figures without a session', async () => {
    expect((await app.client().get('/api/admin/stats')).status).toBe(401);
  });
});
