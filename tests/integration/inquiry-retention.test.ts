import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredInquiries } from '#server/features/desk/inquiry-retention.ts';
import { countRows, seedInquiries } from '../fixtures/inquiries.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const NOW = new Date('2026-06-01T10:00:00Z');

describe('erasing enquiries past the retention period (/privacy: two years after the last contact)', () => {
  it('erases only enquiries with no receipt, note, status change or mail in two years, and logs how many but not whose', async () => {
    const { client: staff } = await app.signedInAdmin();
    const [forgotten, revisited, recent] = await seedInquiries(app, [
      { createdAt: new Date('2024-01-15T08:00:00Z'), firstName: 'Forgotten' },
      { createdAt: new Date('2024-01-15T08:00:00Z'), firstName: 'Revisited' },
      { createdAt: new Date('2025-12-01T08:00:00Z'), firstName: 'Recent' },
    ]);
    expect((await staff.post(`/api/admin/inquiries/${revisited!.id}/notes`, { body: 'Called back about 2025 dates' })).status).toBe(201);
    // The note was written a year ago: contact within the period keeps the enquiry.
    await app.orm.em.fork().execute(`update inquiry_events set created_at = '2025-06-01T08:00:00Z' where kind = 'note' and inquiry_id = ?`, [revisited!.id]);

    expect(await eraseExpiredInquiries(app.orm, NOW)).toBe(1);
    expect(await countRows(app, 'inquiries', 'id = ?', [forgotten!.id])).toBe(0);
    expect(await countRows(app, 'inquiry_events', 'inquiry_id = ?', [forgotten!.id])).toBe(0);
    expect(await countRows(app, 'inquiries', 'id in (?, ?)', [revisited!.id, recent!.id])).toBe(2);

    const log = await app.services().audit.list({ limit: 50, offset: 0 });
    const entry = log.items.find((item) => item.action === 'erased-by-retention');
    expect(entry).toMatchObject({ actorName: 'retention', kind: 'inquiry', label: '1 inquiry without contact for 2 years' });
    expect(JSON.stringify(log.items)).not.toContain('Forgotten');

    // Another process running the same sweep finds nothing left and logs nothing more.
    expect(await eraseExpiredInquiries(app.orm, NOW)).toBe(0);
    const after = await app.services().audit.list({ limit: 50, offset: 0 });
    expect(after.items.filter((item) => item.action === 'erased-by-retention')).toHaveLength(1);
  });
});
