import { describe, expect, it } from 'vitest';
import type { InquiryDetail } from '#lib/domain/enquiry/enquiry.types.ts';
import type { UnmatchedMailView } from '#lib/domain/enquiry/unmatched-mail.ts';
import { acceptedBooking, newInquiry } from '../fixtures/proposals.ts';
import type { TestImapServer } from '../setup/imap-server.ts';
import { withMailRoundTrip } from '../setup/mail-round-trip.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

// Issue 39, R11: a fresh mail quoting a booking's reference reaches its enquiry (by the sender rules of decision 136),
// and mail naming nothing waits in the desk's list of unmatched mail. Real Dovecot; staff, not an owner, act.
let app: TestApp;
let imap: TestImapServer;
let staff: TestClient;

withMailRoundTrip((started) => ({ app, imap, staff } = started), { role: 'staff', unclaimed: true });

let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++seq}@travel.example.com`;
const messageId = () => `<fresh-${Date.now()}-${++seq}@travel.example.com>`;

/** A new mail, not an answer to one of ours: no In-Reply-To, no References, no `[AST-n]`. */
function fresh(from: string, subject: string, body: string) {
  const headers = { From: from, To: 'desk@safari.example', Subject: subject, Date: new Date().toUTCString(), 'Message-ID': messageId(), 'Content-Type': 'text/plain; charset=utf-8', 'MIME-Version': '1.0' };
  return `${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

const detailOf = async (id: string) => (await staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;
const ofKind = (detail: InquiryDetail, kind: string) => detail.events.filter((e) => e.kind === kind);
const untilEvents = (id: string, kind: string, count: number) => until(() => detailOf(id), (d) => ofKind(d, kind).length >= count);
const listed = async () => (await staff.get('/api/admin/unmatched-mail')).body as { items: UnmatchedMailView[]; total: number };
const untilListed = (subject: string) => until(listed, (l) => l.items.some((m) => m.subject === subject));

/** A booking as a traveller makes one, with its reference and its enquiry's address. */
async function booking() {
  const booked = await acceptedBooking(app, staff);
  const [row] = await app.orm.em.fork().execute<{ reference: string }[]>(`select reference from bookings where id = ?`, [booked.bookingId]);
  const detail = await detailOf(booked.inquiryId);
  return { ...booked, reference: row!.reference, email: detail.email };
}

describe('a fresh mail quoting a booking reference', () => {
  it("from the traveller's address lands on the booking's enquiry as their answer, by a reference in the body or the subject", async () => {
    const { inquiryId, reference, email } = await booking();
    // Quoted as travellers type it: lower case, inside a sentence.
    const uid = await imap.deliver(fresh(`Amara Okafor <${email}>`, 'A question about our trip', `Hello, about booking ${reference.toLowerCase()}: can we add a night?`));
    const detail = await untilEvents(inquiryId, 'inbound', 1);
    expect(ofKind(detail, 'inbound')).toHaveLength(1);
    expect(ofKind(detail, 'inbound')[0]).toMatchObject({ sender: email, body: `Hello, about booking ${reference.toLowerCase()}: can we add a night?` });
    expect(detail.needsReply).toBe(true);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
    expect(await imap.flags(uid)).toContain('\\Seen');

    await imap.deliver(fresh(`Amara Okafor <${email}>`, `Flights for ${reference}`, 'We land at 10:40.'));
    const again = await untilEvents(inquiryId, 'inbound', 2);
    expect(ofKind(again, 'inbound').map((e) => e.body)).toContain('We land at 10:40.');
    expect((await listed()).items.filter((m) => m.mailFrom === email)).toEqual([]);
  }, 60_000);

  it("from a stranger is held as from another sender, and is not the traveller's answer", async () => {
    const { inquiryId, reference } = await booking();
    const stranger = unique('stranger');
    await imap.deliver(fresh(`Mallory <${stranger}>`, 'Payment details changed', `For ${reference}, please pay into our new account.`));
    const detail = await untilEvents(inquiryId, 'inbound-held', 1);
    expect(ofKind(detail, 'inbound-held')[0]).toMatchObject({ sender: stranger });
    expect(ofKind(detail, 'inbound')).toHaveLength(0);
    expect((await listed()).items.filter((m) => m.mailFrom === stranger)).toEqual([]);
  }, 60_000);
});

describe('mail naming nothing', () => {
  it('waits in the unmatched list, newest first, and attached to an enquiry becomes its answer, its sender added, and leaves the list', async () => {
    const sender = unique('cousin');
    const subject = `Our honeymoon ${seq}`;
    const long = `We wrote to you last spring about the Okavango. ${'We would love to see elephants. '.repeat(40)}`;
    const uid = await imap.deliver(fresh(`Chidi Okafor <${sender}>`, subject, long));
    const list = await untilListed(subject);
    const mail = list.items.find((m) => m.subject === subject)!;
    expect(mail).toMatchObject({ sender: `Chidi Okafor <${sender}>`, mailFrom: sender });
    expect(mail.excerpt.length).toBeLessThanOrEqual(500);
    expect(mail.excerpt.startsWith('We wrote to you last spring about the Okavango.')).toBe(true);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
    expect(await imap.flags(uid)).toContain('\\Seen');

    const later = `Later mail ${seq}`;
    await imap.deliver(fresh(`Someone <${unique('later')}>`, later, 'Hello?'));
    const both = await untilListed(later);
    expect(both.items.findIndex((m) => m.subject === later)).toBeLessThan(both.items.findIndex((m) => m.subject === subject));
    expect(both.total).toBe(both.items.length);

    const inquiryId = await newInquiry(app, { email: unique('amara') });
    const attached = await staff.post(`/api/admin/unmatched-mail/${mail.id}/attach`, { inquiryId });
    expect(attached.status).toBe(200);
    expect(attached.body.addresses).toContain(sender);
    const detail = await detailOf(inquiryId);
    expect(ofKind(detail, 'inbound')[0]).toMatchObject({ sender, subject, body: mail.excerpt });
    expect(detail.needsReply).toBe(true);
    expect((await listed()).items.map((m) => m.id)).not.toContain(mail.id);
    // Attached once: a second attach finds nothing.
    expect((await staff.post(`/api/admin/unmatched-mail/${mail.id}/attach`, { inquiryId })).status).toBe(404);

    const other = both.items.find((m) => m.subject === later)!;
    expect((await staff.delete(`/api/admin/unmatched-mail/${other.id}`)).status).toBe(204);
    expect((await listed()).items.map((m) => m.id)).not.toContain(other.id);
    expect((await staff.delete(`/api/admin/unmatched-mail/${other.id}`)).status).toBe(404);
  }, 60_000);

  it('refuses an attach without a valid enquiry by naming the field, and keeps the mail', async () => {
    const subject = `No enquiry ${seq}`;
    await imap.deliver(fresh(`Someone <${unique('kept')}>`, subject, 'Hello.'));
    const mail = (await untilListed(subject)).items.find((m) => m.subject === subject)!;
    const bad = await staff.post(`/api/admin/unmatched-mail/${mail.id}/attach`, { inquiryId: 'AST-12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('inquiryId');
    const gone = await staff.post(`/api/admin/unmatched-mail/${mail.id}/attach`, { inquiryId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.status).toBe(404);
    expect((await listed()).items.map((m) => m.id)).toContain(mail.id);
  }, 60_000);

  it('is for signed-in staff only', async () => {
    const client = app.client();
    expect((await client.get('/api/admin/unmatched-mail')).status).toBe(401);
    expect((await client.post('/api/admin/unmatched-mail/00000000-0000-4000-8000-000000000000/attach', { inquiryId: '00000000-0000-4000-8000-000000000000' })).status).toBe(401);
    expect((await client.delete('/api/admin/unmatched-mail/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
