import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { validInquiry } from '../fixtures/records.ts';
import type { TestImapServer } from '../setup/imap-server.ts';
import type { ReceivedMail, TestSmtpServer } from '../setup/smtp.ts';
import { withMailRoundTrip } from '../setup/mail-round-trip.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

// Issue 38 (N1, N2, decision 171): a lodge's mail is the lodge's only from the supplier's addresses; everything else
// naming a reservation is held. Real servers: our request leaves by SMTP, the answers are delivered into Dovecot.
let app: TestApp;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let owner: TestClient;

withMailRoundTrip((started) => ({ app, smtp, imap, staff: owner } = started));

let seq = 0;
const messageId = () => `<lodge-${Date.now()}-${++seq}@lodge.example.com>`;

function raw(headers: Record<string, string>, body: string, contentType = 'text/plain; charset=utf-8') {
  const lines = Object.entries({ To: 'desk@safari.example', Date: new Date().toUTCString(), 'Message-ID': messageId(), ...headers, 'Content-Type': contentType, 'MIME-Version': '1.0' });
  return `${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** A booking with one reservation at a camp of its own, its request sent through SMTP. */
async function requested() {
  const email = `camp${Date.now()}${++seq}@lodge.example.com`;
  const booked = await bookedAtCamp(app, owner, { days: 120, prefix: 'Trust Camp', email });
  expect((await owner.post(`/api/admin/reservations/${booked.reservation.id}/send`)).status).toBe(202);
  const [sent] = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(email)), (m) => m.length === 1);
  return { ...booked, email, sent: sent! };
}

const view = async (id: string) => (await owner.get(`/api/admin/reservations/${id}`)).body as ReservationView;
const ofKind = (r: ReservationView, kind: string) => r.events.filter((e) => e.kind === kind);
const untilKind = (id: string, kind: string, count: number) => until(() => view(id), (r) => ofKind(r, kind).length >= count);
/** What staff would act on: status, flag and the lodge's answers. */
const standing = (r: ReservationView) => ({ status: r.status, needsAttention: r.needsAttention, answers: ofKind(r, 'mail-received').length });

describe('mail to a lodge (N2)', () => {
  it('carries the desk mailbox as Reply-To and Auto-Submitted, and the lodge pressing Reply reaches the reservation', async () => {
    const { reservation, email, sent } = await requested();
    const desk = readImapEnv({ IMAP_URL: imap.url })!.address;
    expect(sent.headers['reply-to']).toBe(desk);
    expect(sent.headers['auto-submitted']).toBe('auto-generated');

    // The lodge's mail program answers to the Reply-To, with the thread's headers: delivered into that mailbox.
    await imap.deliver(raw({ From: `Front Desk <${email}>`, To: sent.headers['reply-to']!, Subject: `Re: ${sent.headers.subject}`, 'In-Reply-To': sent.headers['message-id']! }, 'Confirmed for your guests.'));
    // The view reads the row and its events in two queries: wait for both, not a read between them.
    const answered = await until(() => view(reservation.id), (r) => ofKind(r, 'mail-received').length === 1 && r.needsAttention);
    expect(ofKind(answered, 'mail-received')[0]!.data).toMatchObject({ from: email, text: 'Confirmed for your guests.' });
    expect(answered.needsAttention).toBe(true);
    // The file's first booking warms the proposal PDF and the SMTP round trip: on two busy cores, past 30 s.
  }, 60_000);

  it("marks every automatic mail Auto-Submitted, and never staff's own reply", async () => {
    const traveller = `trust${Date.now()}${++seq}@example.com`;
    const created = await app.client().post('/api/inquiries', { ...validInquiry, email: traveller });
    expect(created.status).toBe(201);
    const acknowledgement = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(traveller)), (m) => m.length === 1);
    expect(acknowledgement[0]!.headers['auto-submitted']).toBe('auto-generated');
    expect((await owner.post(`/api/admin/inquiries/${created.body.id}/replies`, { subject: 'Your safari', body: 'Dear Amara, three ideas.' })).status).toBe(202);
    const mails = await until(async () => smtp.received.filter((m: ReceivedMail) => m.envelopeTo.includes(traveller)), (m) => m.length === 2);
    const reply = mails.find((m) => m.text.includes('three ideas'))!;
    expect(reply.headers['auto-submitted']).toBeUndefined();
    expect(reply.headers['reply-to']).toBe(readImapEnv({ IMAP_URL: imap.url })!.address);
  });
});

describe("mail naming a reservation from another sender (N1)", () => {
  it('is held with its address, not its display name, changes nothing, and is the answer only once accepted', async () => {
    const { reservation, email, supplierId, sent } = await requested();
    const before = standing(await view(reservation.id));
    // The lodge's name and address as the display name, from another address.
    const uid = await imap.deliver(raw({ From: `"Trust Camp <${email}>" <probe@evil.example>`, Subject: `Re: ${sent.headers.subject}` }, 'Confirmed. Please pay us directly.'));
    const detail = await untilKind(reservation.id, 'mail-held', 1);
    const [held] = ofKind(detail, 'mail-held');
    expect(held!.data).toMatchObject({ from: 'probe@evil.example', mailFrom: 'probe@evil.example', text: 'Confirmed. Please pay us directly.' });
    expect(JSON.stringify(held!.data)).not.toContain('Trust Camp');
    expect(standing(detail)).toEqual(before);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));

    const eventId = held!.data.eventId as string;
    expect((await owner.post(`/api/admin/reservations/${reservation.id}/inbound/not-an-id/accept`, {})).status).toBe(400);
    const accepted = await owner.post(`/api/admin/reservations/${reservation.id}/inbound/${eventId}/accept`, { addAddress: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ sender: 'probe@evil.example', addresses: ['probe@evil.example'] });
    const after = await view(reservation.id);
    expect(ofKind(after, 'mail-held')).toHaveLength(0);
    expect(standing(after)).toEqual({ ...before, needsAttention: true, answers: 1 });
    // Accepted once: a second accept (or discard) finds nothing.
    expect((await owner.post(`/api/admin/reservations/${reservation.id}/inbound/${eventId}/accept`, {})).status).toBe(404);
    expect((await owner.post(`/api/admin/reservations/${reservation.id}/inbound/${eventId}/discard`)).status).toBe(404);

    // The added address now writes as the supplier.
    expect((await owner.get(`/api/admin/suppliers/${supplierId}/addresses`)).body).toEqual({ addresses: ['probe@evil.example'] });
    await imap.deliver(raw({ From: 'probe@evil.example', Subject: `[${reservation.reference}]` }, 'A second word.'));
    await untilKind(reservation.id, 'mail-received', 2);
  });

  it('is deleted when staff discard it', async () => {
    const { reservation } = await requested();
    await imap.deliver(raw({ From: 'Someone <someone@else.example>', Subject: `About [${reservation.reference}]` }, 'Noise.'));
    const [held] = ofKind(await untilKind(reservation.id, 'mail-held', 1), 'mail-held');
    expect((await owner.post(`/api/admin/reservations/${reservation.id}/inbound/${held!.data.eventId}/discard`)).status).toBe(204);
    const after = await view(reservation.id);
    expect(after.events.filter((e) => e.kind.startsWith('mail-'))).toEqual([]);
    expect(after.needsAttention).toBe(false);
  });

  it("does not let a forged Message-ID drop the lodge's real answer, and skips the real one read again", async () => {
    const { reservation, email } = await requested();
    const id = messageId();
    await imap.deliver(raw({ From: 'forger@evil.example', Subject: `[${reservation.reference}]`, 'Message-ID': id }, 'Forged first.'));
    await untilKind(reservation.id, 'mail-held', 1);
    const real = raw({ From: email, Subject: `[${reservation.reference}]`, 'Message-ID': id }, 'The real answer: waitlisted.');
    await imap.deliver(real);
    const answered = await untilKind(reservation.id, 'mail-received', 1);
    expect(ofKind(answered, 'mail-received')[0]!.data.text).toBe('The real answer: waitlisted.');

    const again = await imap.deliver(real);
    await until(() => imap.flags(again), (f) => f.has('\\Seen'));
    expect(ofKind(await view(reservation.id), 'mail-received')).toHaveLength(1);
  });
});

describe('automatic mail (N1)', () => {
  it('keeps auto-replies and bounces labelled, flagging nothing', async () => {
    const { reservation, email } = await requested();
    const subject = `Re: Reservation [${reservation.reference}]`;
    await imap.deliver(raw({ From: email, Subject: subject, 'Auto-Submitted': 'auto-replied' }, 'I am away until Monday.'));
    await imap.deliver(raw({ From: email, Subject: `Out of office: ${subject}` }, 'Back next week.'));
    await imap.deliver(raw({ From: email, Subject: subject, Precedence: 'auto_reply' }, 'Automatic answer.'));
    const report = ['--r', 'Content-Type: text/plain', '', 'Your message could not be delivered.', '--r', 'Content-Type: message/delivery-status', '', 'Status: 5.1.1', '--r--'].join('\r\n');
    await imap.deliver(raw({ From: 'Mail Delivery System <MAILER-DAEMON@lodge.example.com>', Subject: `Undelivered Mail Returned to Sender [${reservation.reference}]` }, report, 'multipart/report; report-type=delivery-status; boundary="r"'));
    const detail = await until(() => view(reservation.id), (r) => ofKind(r, 'mail-automatic').length + ofKind(r, 'mail-held').length >= 4);
    expect(ofKind(detail, 'mail-automatic').map((e) => e.data.automatic)).toEqual(['auto-reply', 'auto-reply', 'auto-reply']);
    // The bounce comes from another address than the lodge's: held, labelled.
    expect(ofKind(detail, 'mail-held').map((e) => [e.data.automatic, e.data.from])).toEqual([['bounce', 'mailer-daemon@lodge.example.com']]);
    expect(standing(detail)).toEqual({ status: 'requested', needsAttention: false, answers: 0 });

    // Accepting the bounce keeps it what it is: no "New answer".
    expect((await owner.post(`/api/admin/reservations/${reservation.id}/inbound/${ofKind(detail, 'mail-held')[0]!.data.eventId}/accept`, {})).status).toBe(200);
    expect(standing(await view(reservation.id))).toEqual({ status: 'requested', needsAttention: false, answers: 0 });
  });
});

describe("after the traveller's erasure", () => {
  it("keeps the lodge's mail without its words", async () => {
    const { reservation, email, bookingId } = await requested();
    const [row] = await app.services().em.execute<{ inquiry_id: string }[]>(`select inquiry_id from bookings where id = ?`, [bookingId]);
    expect((await owner.delete(`/api/admin/inquiries/${row!.inquiry_id}`)).status).toBe(204);
    await imap.deliver(raw({ From: email, Subject: `Guests Smith and Jones [${reservation.reference}]` }, 'Confirmed for Mr Smith and Mrs Jones.'));
    const detail = await untilKind(reservation.id, 'mail-received', 1);
    const stored = JSON.stringify(ofKind(detail, 'mail-received')[0]!.data);
    expect(stored).not.toContain('Smith');
    expect(ofKind(detail, 'mail-received')[0]!.data).toMatchObject({ from: email, withheld: true });
  });
});

describe("a supplier's further addresses", () => {
  it('are added once, refused when malformed with the field named, removed, and open to staff', async () => {
    const { supplierId, email } = await requested();
    const { client: staff } = await app.signedInAdmin({ role: 'staff' });
    const bad = await staff.post(`/api/admin/suppliers/${supplierId}/addresses`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('email');
    expect((await staff.post('/api/admin/suppliers/00000000-0000-4000-8000-000000000000/addresses', { email: 'a@b.example' })).status).toBe(404);
    const [one, two] = await Promise.all([
      staff.post(`/api/admin/suppliers/${supplierId}/addresses`, { email: 'Bookings@Lodge.example.com' }),
      staff.post(`/api/admin/suppliers/${supplierId}/addresses`, { email: 'bookings@lodge.example.com' }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    // The supplier's own address is its already: adding it changes nothing.
    expect((await staff.post(`/api/admin/suppliers/${supplierId}/addresses`, { email })).body).toEqual({ addresses: ['bookings@lodge.example.com'] });
    expect((await staff.delete(`/api/admin/suppliers/${supplierId}/addresses/BOOKINGS@lodge.example.com`)).status).toBe(204);
    expect((await staff.delete(`/api/admin/suppliers/${supplierId}/addresses/bookings@lodge.example.com`)).status).toBe(404);
    expect((await staff.get(`/api/admin/suppliers/${supplierId}/addresses`)).body).toEqual({ addresses: [] });
  });
});
