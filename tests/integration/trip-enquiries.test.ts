import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import { countRows } from '../fixtures/inquiries.ts';
import { validContactInquiry, validInquiry } from '../fixtures/records.ts';
import { validTrip } from '../fixtures/trips.ts';
import { until } from '../setup/until.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';

let app: TestApp;
let staff: TestClient;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
  staff = (await app.signedInAdmin()).client;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function trip(name: string, isActive = true): Promise<{ id: string; slug: string }> {
  const response = await staff.post('/api/admin/packages', { ...validTrip, name, isActive });
  expect(response.status).toBe(201);
  return response.body;
}

describe('enquiries that name a trip', () => {
  it('stores the trip, shows it on the desk, and keeps its link current after a rename', async () => {
    const chosen = await trip('Victoria Falls Weekend');
    const sent = await app.client().post('/api/inquiries', { ...validInquiry, packageId: chosen.id.toUpperCase() });
    expect(sent.status).toBe(201);
    const detail = await staff.get(`/api/admin/inquiries/${sent.body.id}`);
    expect(detail.body.package).toEqual({ id: chosen.id, name: 'Victoria Falls Weekend', path: '/packages/victoria-falls-weekend' });

    await staff.put(`/api/admin/packages/${chosen.id}`, { ...validTrip, name: 'Victoria Falls Long Weekend' });
    expect((await staff.get(`/api/admin/inquiries/${sent.body.id}`)).body.package.path).toBe('/packages/victoria-falls-long-weekend');
  });

  it('takes a phone number from a trip’s form, and refuses a malformed one naming the field (issue 39)', async () => {
    const chosen = await trip('Phone Trip');
    const bad = await app.client().post('/api/inquiries', { ...validInquiry, packageId: chosen.id, phone: 'call me maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ phone: 'Please enter a valid phone number' });
    const sent = await app.client().post('/api/inquiries', { ...validInquiry, packageId: chosen.id, phone: '+27 82 555 0101' });
    expect(sent.status).toBe(201);
    expect((await staff.get(`/api/admin/inquiries/${sent.body.id}`)).body.phone).toBe('+27 82 555 0101');
  });

  it('takes the trip from the contact page’s form too', async () => {
    const chosen = await trip('Contact Page Trip');
    const sent = await app.client().post('/api/inquiries', { ...validContactInquiry, packageId: chosen.id });
    expect(sent.status).toBe(201);
    expect((await staff.get(`/api/admin/inquiries/${sent.body.id}`)).body.package).toMatchObject({ id: chosen.id });
  });

  it('shows no trip for an enquiry without one, or whose trip was deleted', async () => {
    const plain = await app.client().post('/api/inquiries', validInquiry);
    expect((await staff.get(`/api/admin/inquiries/${plain.body.id}`)).body.package).toBeNull();

    const doomed = await trip('Soon Deleted Trip');
    const sent = await app.client().post('/api/inquiries', { ...validInquiry, packageId: doomed.id });
    await app.orm.em.fork().execute('delete from packages where id = ?', [doomed.id]);
    const detail = await staff.get(`/api/admin/inquiries/${sent.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.package).toBeNull();
  });

  it.each([
    ['an unknown trip', async () => '00000000-0000-4000-8000-000000000000'],
    ['a hidden trip', async () => (await trip('Hidden Enquiry Trip', false)).id],
    ['a malformed id', async () => 'victoria-falls-weekend'],
    ['a number', async () => 42],
  ])('refuses %s with a 400 naming packageId, storing nothing', async (_what, packageId) => {
    const before = await countRows(app, 'inquiries');
    const response = await app.client().post('/api/inquiries', { ...validInquiry, packageId: await packageId() });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ packageId: 'Please choose one of our trips' });
    expect(await countRows(app, 'inquiries')).toBe(before);
  });

  it("names the trip in the operator's alert, linked to its page on the site", async () => {
    const worker = await app.startMailer({ work: true, transport: smtpTransport(smtp.url) });
    try {
      const chosen = await trip('Okavango Mokoro Days');
      await app.client().post('/api/inquiries', { ...validInquiry, packageId: chosen.id });
      // Earlier tests' enquiries queued mails too: wait for this one's alert among them.
      const isAlert = (m: TestSmtpServer['received'][number]) => m.envelopeTo.includes('desk@safari.example') && m.text.includes('Okavango');
      const mails = await until(async () => [...smtp.received], (all) => all.some(isAlert));
      const alert = mails.find(isAlert)!;
      expect(alert.headers.subject).toBe('New enquiry: Amara Okafor, Okavango Mokoro Days');
      expect(alert.text).toMatch(/Okavango Mokoro Days:? https:\/\/safari\.example\/packages\/okavango-mokoro-days/);
      expect(alert.html).toContain('href="https://safari.example/packages/okavango-mokoro-days"');
    } finally {
      await worker.stop();
    }
  });
});
