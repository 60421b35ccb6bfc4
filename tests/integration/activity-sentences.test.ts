import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { changedFields, describeActivity, whereFrom } from '#components/admin/activity/activity-text.ts';
import { validInquiry } from '../fixtures/records.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let username: string;
withSignedInApp((started) => ({ app, staff, username } = started));

const entries = async (kind: string) => (await staff.get(`/api/admin/activity?kind=${kind}&limit=50`)).body.items as ActivityEntry[];
const sentence = (entry: ActivityEntry) => [describeActivity(entry), ...changedFields(entry), whereFrom(entry)].filter(Boolean).join(' · ');

// Issue 21: the activity log reads as sentences, not "firstRespondedAt · from ::1".
describe('the activity log in words', () => {
  it('names the enquiry a status change, a note and a reply were about, and the status as staff see it', async () => {
    const id = (await app.client().post('/api/inquiries', { ...validInquiry, firstName: 'Jo', lastName: 'Smith', email: 'jo@example.com' })).body.id;
    expect((await staff.patch(`/api/admin/inquiries/${id}`, { status: 'quoted' })).status).toBe(200);
    expect((await staff.post(`/api/admin/inquiries/${id}/notes`, { body: 'Called her back' })).status).toBe(201);
    expect((await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Your safari', body: 'Hello Jo' })).status).toBe(202);

    const said = (await entries('inquiry')).filter((e) => e.recordId === id).map(sentence);
    expect(said).toEqual(expect.arrayContaining(['marked the inquiry from Jo Smith as Quoted', 'added a note to the inquiry from Jo Smith', 'replied to Jo Smith']));
    expect(said.join('\n')).not.toMatch(/firstRespondedAt|quoted\b/);

    // Erased: the log keeps that it happened, and no longer whom it was about.
    expect((await staff.delete(`/api/admin/inquiries/${id}`)).status).toBe(204);
    const after = (await entries('inquiry')).filter((e) => e.recordId === id).map(sentence);
    expect(after).toEqual(expect.arrayContaining(['marked an inquiry as Quoted', 'deleted an inquiry']));
    expect(after.join('\n')).not.toContain('Jo Smith');
  });

  it("says a colleague's first own password as a changed password, with no rule's name", async () => {
    const created = await staff.post('/api/admin/admins', { username: 'new.guide', password: 'a first passphrase for her', email: 'new.guide@example.com', role: 'staff' });
    expect(created.status).toBe(201);
    const colleague = app.client();
    expect((await colleague.post('/api/admin/login', { username: 'new.guide', password: 'a first passphrase for her' })).status).toBe(200);
    const changed = await colleague.post('/api/admin/password', { currentPassword: 'a first passphrase for her', newPassword: 'her very own passphrase', confirmPassword: 'her very own passphrase' });
    expect(changed.status).toBeLessThan(300);
    const said = (await entries('account')).filter((e) => e.recordId === created.body.id).map(sentence);
    expect(said).toContain('edited account “new.guide” · password');
    expect(said.join('\n')).not.toMatch(/rule|must ?change|needed at sign-in/i);
  });

  it('says a sign-in on the server itself in words, and shows no address on other entries', async () => {
    const signIns = (await entries('session')).filter((e) => e.actorName === username && e.action === 'signed-in');
    expect(signIns.length).toBeGreaterThan(0);
    expect(sentence(signIns[0]!)).toBe('signed in · from the server itself');
    const other = (await entries('inquiry'))[0]!;
    expect(other.ip).not.toBeNull();
    expect(whereFrom(other)).toBeNull();
  });
});
