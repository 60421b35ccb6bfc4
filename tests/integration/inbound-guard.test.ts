import { describe, expect, it } from 'vitest';
import type { InquiryDetail, InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { HeldMailRepository } from '#database/repositories/held-mail.repo.ts';
import { validInquiry } from '../fixtures/records.ts';
import type { TestImapServer } from '../setup/imap-server.ts';
import type { TestSmtpServer } from '../setup/smtp.ts';
import { withMailRoundTrip } from '../setup/mail-round-trip.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

// Issue 27, decision 136: only the traveller writes into the desk. Real servers: our mail leaves by SMTP,
// answers and strangers' mail are delivered into a Dovecot mailbox, the worker polls it every second.
let app: TestApp;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let staff: TestClient;

withMailRoundTrip((started) => ({ app, smtp, imap, staff } = started), { role: 'staff' });

let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++seq}@example.com`;
const messageId = () => `<guard-${Date.now()}-${++seq}@mail.example.com>`;

async function newInquiry(email: string) {
  const response = await app.client().post('/api/inquiries', { ...validInquiry, email });
  expect(response.status).toBe(201);
  const id = response.body.id as string;
  await until(() => app.services().mail.forInquiry(id), (m) => m.length === 2 && m.every((x) => x.status === 'sent'));
  return detailOf(id);
}

const detailOf = async (id: string) => (await staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;
const ofKind = (detail: InquiryDetail, kind: InquiryEventView['kind']) => detail.events.filter((e) => e.kind === kind);
const untilEvents = (id: string, kind: InquiryEventView['kind'], count: number, timeoutMs?: number) => until(() => detailOf(id), (d) => ofKind(d, kind).length >= count, timeoutMs);
/** Everything about the enquiry but its timeline: status and whatever flags it has. */
const withoutEvents = ({ events: _events, ...rest }: InquiryDetail) => rest;

function mail(headers: Record<string, string | undefined>, body: string, contentType = 'text/plain; charset=utf-8') {
  const lines = Object.entries({ To: 'desk@safari.example', Date: new Date().toUTCString(), ...headers, 'Content-Type': contentType, 'MIME-Version': '1.0' })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

function withFiles(text: string, files: { name: string; bytes: number }[]) {
  const parts = [`--f`, 'Content-Type: text/plain; charset=utf-8', '', text];
  for (const file of files) {
    const data = Buffer.alloc(file.bytes, 9).toString('base64').replace(/.{76}/g, '$&\r\n');
    parts.push(`--f`, `Content-Type: application/pdf; name="${file.name}"`, `Content-Disposition: attachment; filename="${file.name}"`, 'Content-Transfer-Encoding: base64', '', data);
  }
  return { body: [...parts, '--f--'].join('\r\n'), contentType: 'multipart/mixed; boundary="f"' };
}

describe("a stranger's mail naming an enquiry", () => {
  it('is held as "From another sender", changes nothing, and becomes the answer only when staff accept it', async () => {
    const email = unique('held');
    const inquiry = await newInquiry(email);
    expect((await staff.patch(`/api/admin/inquiries/${inquiry.id}`, { status: 'contacted' })).status).toBe(200);
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/answered`, {})).status).toBe(200);
    const before = await detailOf(inquiry.id);
    expect(before.needsReply).toBe(false);

    const uid = await imap.deliver(mail({ From: 'Mallory <mallory@evil.example>', Subject: `Re: [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Please pay into this account.'));
    const detail = await untilEvents(inquiry.id, 'inbound-held', 1);
    const [held] = ofKind(detail, 'inbound-held');
    expect(held).toMatchObject({ sender: 'mallory@evil.example', body: 'Please pay into this account.', author: 'Mallory <mallory@evil.example>' });
    expect(ofKind(detail, 'inbound')).toHaveLength(0);
    // No status, no flag: the enquiry is as it was but for the held entry.
    expect(withoutEvents(detail)).toEqual(withoutEvents(before));
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
    // The Overview lists it for staff, by its address.
    const waiting = () => new HeldMailRepository(app.services().em).waiting(1000);
    expect((await waiting()).items).toContainEqual(expect.objectContaining({ inquiryId: inquiry.id, sender: 'mallory@evil.example', reference: inquiry.reference }));

    const accepted = await staff.post(`/api/admin/inquiries/${inquiry.id}/inbound/${held!.id}/accept`, { addAddress: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ sender: 'mallory@evil.example', addresses: ['mallory@evil.example'] });
    const after = await detailOf(inquiry.id);
    expect(ofKind(after, 'inbound-held')).toHaveLength(0);
    expect((await waiting()).items.filter((item) => item.inquiryId === inquiry.id)).toEqual([]);
    expect(ofKind(after, 'inbound')).toEqual([expect.objectContaining({ body: 'Please pay into this account.', sender: 'mallory@evil.example' })]);
    // Accepted, it is an answer like any other: the enquiry needs a reply again, its status unchanged.
    expect(after).toMatchObject({ needsReply: true, status: 'contacted' });
    // Accepted once: a second accept finds nothing.
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/inbound/${held!.id}/accept`, {})).status).toBe(404);

    // The added address now writes answers directly; removing it holds its mail again.
    await imap.deliver(mail({ From: 'mallory@evil.example', Subject: `Again [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Second'));
    expect(ofKind(await untilEvents(inquiry.id, 'inbound', 2), 'inbound').map((e) => e.body)).toEqual(['Please pay into this account.', 'Second']);
    expect((await staff.delete(`/api/admin/inquiries/${inquiry.id}/addresses/${encodeURIComponent('Mallory@Evil.example')}`)).status).toBe(204);
    await imap.deliver(mail({ From: 'mallory@evil.example', Subject: `Third [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Third'));
    expect(ofKind(await untilEvents(inquiry.id, 'inbound-held', 1), 'inbound-held').map((e) => e.body)).toEqual(['Third']);
  });

  it('is held also when it answers one of our own mails (a forwarded thread), and discarding deletes it with its files', async () => {
    const email = unique('forwarded');
    const inquiry = await newInquiry(email);
    const acknowledgement = smtp.received.find((m) => m.envelopeTo.includes(email))!;
    const ours = acknowledgement.headers['message-id']!;
    const { body, contentType } = withFiles('Forwarded to my colleague', [{ name: 'notes.pdf', bytes: 2000 }]);
    await imap.deliver(mail({ From: 'colleague@office.example', Subject: 'Fwd: your enquiry', 'Message-ID': messageId(), 'In-Reply-To': ours, References: ours }, body, contentType));
    const [held] = ofKind(await untilEvents(inquiry.id, 'inbound-held', 1), 'inbound-held');
    expect(held).toMatchObject({ sender: 'colleague@office.example', body: 'Forwarded to my colleague' });
    expect(held!.attachments).toEqual([expect.objectContaining({ name: 'notes.pdf', size: 2000 })]);

    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/inbound/${held!.id}/discard`)).status).toBe(204);
    expect(ofKind(await detailOf(inquiry.id), 'inbound-held')).toHaveLength(0);
    const files = await app.services().em.execute<{ n: string }[]>(`select count(*) as n from inbound_attachments where inquiry_id = ?`, [inquiry.id]);
    expect(Number(files[0]!.n)).toBe(0);
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/inbound/${held!.id}/discard`)).status).toBe(404);
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/inbound/not-an-id/discard`)).status).toBe(400);
  });

  it('is held when only its display name is the traveller’s address', async () => {
    const email = unique('forged');
    const inquiry = await newInquiry(email);
    await imap.deliver(mail({ From: `"${email}" <mallory@evil.example>`, Subject: `Re: [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Trust me, it is me.'));
    const detail = await untilEvents(inquiry.id, 'inbound-held', 1);
    expect(ofKind(detail, 'inbound-held')).toEqual([expect.objectContaining({ sender: 'mallory@evil.example', body: 'Trust me, it is me.' })]);
    expect(ofKind(detail, 'inbound')).toHaveLength(0);
    expect(detail.status).toBe(inquiry.status);
  });
});

describe('addresses staff add', () => {
  it('refuses a malformed address or enquiry with the field named, and adds an address once', async () => {
    const inquiry = await newInquiry(unique('addresses'));
    const bad = await staff.post(`/api/admin/inquiries/${inquiry.id}/addresses`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address' });
    expect((await staff.post(`/api/admin/inquiries/00000000-0000-4000-8000-000000000000/addresses`, { email: 'a@b.example' })).status).toBe(404);
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/addresses`, { email: 'Work@Office.example' })).body).toEqual({ addresses: ['work@office.example'] });
    expect((await staff.post(`/api/admin/inquiries/${inquiry.id}/addresses`, { email: 'work@office.example' })).body).toEqual({ addresses: ['work@office.example'] });
    expect((await staff.delete(`/api/admin/inquiries/${inquiry.id}/addresses/other%40office.example`)).status).toBe(404);
    expect((await app.client().post(`/api/admin/inquiries/${inquiry.id}/addresses`, { email: 'x@y.example' })).status).toBe(401);
  });

  it('tells the activity log who added and removed an address, never the address itself, and two adds at once keep one', async () => {
    const inquiry = await newInquiry(unique('addresses-log'));
    const both = await Promise.all([0, 1].map(() => staff.post(`/api/admin/inquiries/${inquiry.id}/addresses`, { email: 'Partner@Home.example' })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => r.body.addresses)).toEqual([['partner@home.example'], ['partner@home.example']]);
    expect((await staff.delete(`/api/admin/inquiries/${inquiry.id}/addresses/partner%40home.example`)).status).toBe(204);
    const owner = (await app.signedInAdmin()).client;
    const log = (await owner.get(`/api/admin/activity?kind=inquiry&limit=50`)).body.items as { recordType: string; action: string; recordId: string | null; changes: unknown }[];
    const entries = log.filter((e) => e.recordType === 'InquiryAddress' && e.recordId === inquiry.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['created', 'deleted']);
    expect(JSON.stringify(entries)).not.toContain('partner@home.example');
  });
});

describe('attachments within their bounds', () => {
  it('keeps files up to 25 MB a mail and lists the rest as too large, not stored', async () => {
    const email = unique('oversized');
    const inquiry = await newInquiry(email);
    const MB = 1024 * 1024;
    const { body, contentType } = withFiles('Our scans', [
      { name: 'one.pdf', bytes: 9 * MB },
      { name: 'two.pdf', bytes: 9 * MB },
      { name: 'three.pdf', bytes: 8 * MB },
      { name: 'big.pdf', bytes: 11 * MB },
    ]);
    await imap.deliver(mail({ From: email, Subject: `Scans [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, body, contentType));
    // A 37 MB mail read beside other test files on two cores took past until()'s 20 s: a minute, within the test's two.
    const [entry] = ofKind(await untilEvents(inquiry.id, 'inbound', 1, 60_000), 'inbound');
    expect(entry!.attachments!.filter((a) => !a.skipped).map((a) => a.name)).toEqual(['one.pdf', 'two.pdf']);
    expect(entry!.attachments!.filter((a) => a.skipped).map((a) => a.name).sort()).toEqual(['big.pdf', 'three.pdf']);
  }, 120_000);

  it('gives held mail its own 20 MB, never the traveller’s 100 MB, and cleans attachment names', async () => {
    const email = unique('quota');
    const inquiry = await newInquiry(email);
    // A held mail's file, its size recorded as just under held mail's 20 MB (the bytes need not be stored for the sum).
    const held = withFiles('Big file', [{ name: 'held.pdf', bytes: 1000 }]);
    await imap.deliver(mail({ From: 'someone@else.example', Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, held.body, held.contentType));
    await untilEvents(inquiry.id, 'inbound-held', 1);
    await app.services().em.execute(`update inbound_attachments set size = ? where inquiry_id = ?`, [20 * 1024 * 1024 - 5000, inquiry.id]);

    // Another stranger's two files: the first fits what held mail has left, the second does not.
    const more = withFiles('More', [{ name: 'a.pdf', bytes: 3000 }, { name: 'b.pdf', bytes: 3000 }]);
    await imap.deliver(mail({ From: 'other@else.example', Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, more.body, more.contentType));
    const second = ofKind(await untilEvents(inquiry.id, 'inbound-held', 2), 'inbound-held')[1]!;
    expect(second.attachments).toEqual([expect.objectContaining({ name: 'a.pdf', size: 3000 }), expect.objectContaining({ name: 'b.pdf', skipped: true })]);

    // The traveller's own files are kept: held mail's bytes are not theirs.
    const answer = withFiles('Two more', [
      { name: 'fits\u202Efdp.exe', bytes: 3000 },
      // A line break, as a mail program encodes it in a header.
      { name: '=?UTF-8?Q?also=0D=0Afits.pdf?=', bytes: 3000 },
    ]);
    await imap.deliver(mail({ From: email, Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, answer.body, answer.contentType));
    const [entry] = ofKind(await untilEvents(inquiry.id, 'inbound', 1), 'inbound');
    expect(entry!.attachments).toEqual([expect.objectContaining({ name: 'fitsfdp.exe', size: 3000 }), expect.objectContaining({ name: 'also fits.pdf', size: 3000 })]);
  });

  it('holds at most 10 mails a sender a day and leaves the rest unread in the mailbox', async () => {
    const email = unique('flood');
    const inquiry = await newInquiry(email);
    const flooder = unique('flooder');
    const uids: number[] = [];
    for (let n = 1; n <= 11; n++) uids.push(await imap.deliver(mail({ From: flooder, Subject: `[AST-${inquiry.reference}] ${n}`, 'Message-ID': messageId() }, `Flood ${n}`)));
    // The traveller's answer comes after them in the mailbox: once it is filed, the eleventh was judged.
    await imap.deliver(mail({ From: email, Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Still here'));
    const detail = await untilEvents(inquiry.id, 'inbound', 1);
    expect(ofKind(detail, 'inbound-held').map((e) => e.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Flood ${i + 1}`));
    expect(await imap.flags(uids[10]!)).not.toContain('\\Seen');
  });

  it('deletes held mail and its files after 14 days unless accepted', async () => {
    const email = unique('stale');
    const inquiry = await newInquiry(email);
    const held = withFiles('Old', [{ name: 'old.pdf', bytes: 1000 }]);
    await imap.deliver(mail({ From: unique('stranger'), Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, held.body, held.contentType));
    await imap.deliver(mail({ From: unique('stranger'), Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Recent'));
    await imap.deliver(mail({ From: email, Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Mine, old'));
    await untilEvents(inquiry.id, 'inbound-held', 2);
    await untilEvents(inquiry.id, 'inbound', 1);
    const db = app.services().em;
    await db.execute(`update inquiry_events set created_at = now() - interval '15 days' where inquiry_id = ? and (body = 'Old' or body = 'Mine, old')`, [inquiry.id]);
    const { dropStaleHeldMail } = await import('#server/features/desk/held-mail.ts');
    expect(await dropStaleHeldMail(app.orm, new Date())).toBeGreaterThanOrEqual(1);
    const after = await detailOf(inquiry.id);
    expect(ofKind(after, 'inbound-held').map((e) => e.body)).toEqual(['Recent']);
    expect(ofKind(after, 'inbound').map((e) => e.body)).toEqual(['Mine, old']);
    expect(await db.execute(`select 1 from inbound_attachments where inquiry_id = ?`, [inquiry.id])).toEqual([]);
  });
});

describe('duplicates', () => {
  it('stores a different mail that reuses a Message-ID, here or on another enquiry, and skips the same mail read again', async () => {
    const first = unique('reused');
    const second = unique('reused-other');
    const [a, b] = [await newInquiry(first), await newInquiry(second)];
    const id = messageId();
    const original = mail({ From: first, Subject: `[AST-${a.reference}]`, 'Message-ID': id }, 'The first answer');
    await imap.deliver(original);
    await untilEvents(a.id, 'inbound', 1);
    await imap.deliver(mail({ From: first, Subject: `[AST-${a.reference}]`, 'Message-ID': id }, 'A different answer, same id'));
    await imap.deliver(mail({ From: second, Subject: `[AST-${b.reference}]`, 'Message-ID': id }, 'Another traveller, same id'));
    expect(ofKind(await untilEvents(a.id, 'inbound', 2), 'inbound').map((e) => e.body)).toEqual(['The first answer', 'A different answer, same id']);
    expect(ofKind(await untilEvents(b.id, 'inbound', 1), 'inbound').map((e) => e.body)).toEqual(['Another traveller, same id']);

    const again = await imap.deliver(original);
    await until(() => imap.flags(again), (f) => f.has('\\Seen'));
    expect(await imap.flags(again)).toContain('\\Seen');
    expect(ofKind(await detailOf(a.id), 'inbound')).toHaveLength(2);
  });

  it('gives a mail without a Message-ID one from its digest: a second answer is stored, the same one read again is not', async () => {
    const email = unique('no-id');
    const inquiry = await newInquiry(email);
    const headers = { From: email, Subject: `[AST-${inquiry.reference}]`, Date: 'Tue, 24 Nov 2026 10:00:00 +0000' };
    const first = mail(headers, 'No id, first');
    await imap.deliver(first);
    await imap.deliver(mail(headers, 'No id, second'));
    const answers = ofKind(await untilEvents(inquiry.id, 'inbound', 2), 'inbound');
    expect(answers.map((e) => e.body)).toEqual(['No id, first', 'No id, second']);
    expect(answers.map((e) => e.messageId)).toEqual([expect.stringMatching(/@no-message-id\.invalid>$/), expect.stringMatching(/@no-message-id\.invalid>$/)]);
    expect(answers[0]!.messageId).not.toBe(answers[1]!.messageId);

    const again = await imap.deliver(first);
    await until(() => imap.flags(again), (f) => f.has('\\Seen'));
    expect(ofKind(await detailOf(inquiry.id), 'inbound')).toHaveLength(2);
  });
});

describe('a multipart mail without a boundary', () => {
  it('is stored as its raw text', async () => {
    const email = unique('no-boundary');
    const inquiry = await newInquiry(email);
    await imap.deliver(mail({ From: email, Subject: `[AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Words without parts', 'multipart/mixed'));
    const [entry] = ofKind(await untilEvents(inquiry.id, 'inbound', 1), 'inbound');
    expect(entry!.body).toBe('Words without parts');
  });
});
