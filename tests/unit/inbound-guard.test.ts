import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cleanFileName } from '#server/mail/inbound/file-name.ts';
import { BodyDigest, isMultipart, isTravellersAddress, ownMessageId, senderAddress, standInMessageId } from '#server/mail/inbound/mail-identity.ts';
import { stallTimings } from '#server/mail/inbound/imap-worker.ts';
import { readAnswer } from '#server/mail/inbound/read-answer.ts';

const digestOf = (raw: string, chunkSize = raw.length) => {
  const digest = new BodyDigest();
  const bytes = Buffer.from(raw);
  for (let i = 0; i < bytes.length; i += chunkSize) digest.update(bytes.subarray(i, i + chunkSize));
  return digest;
};

describe('whose mail it is', () => {
  it('takes the header From address, never the display name, and only when there is exactly one', () => {
    expect(senderAddress({ from: [{ name: 'amara@example.com', address: 'Mallory@Evil.example' }] })).toBe('mallory@evil.example');
    expect(senderAddress({ from: [{ name: 'Amara' }] })).toBeNull();
    expect(senderAddress({ from: [] })).toBeNull();
    expect(senderAddress({ from: [{ address: 'a@example.com' }, { address: 'b@example.com' }] })).toBeNull();
  });

  it("is the traveller's when the address is the enquiry's or one staff added, whatever its case", () => {
    expect(isTravellersAddress('amara@example.com', 'Amara@Example.com', [])).toBe(true);
    expect(isTravellersAddress('work@office.example', 'amara@example.com', ['Work@Office.example'])).toBe(true);
    expect(isTravellersAddress('mallory@evil.example', 'amara@example.com', ['work@office.example'])).toBe(false);
    expect(isTravellersAddress(null, 'amara@example.com', [])).toBe(false);
    // A look-alike is not the address.
    expect(isTravellersAddress('amara@example.com.evil.example', 'amara@example.com', [])).toBe(false);
  });
});

describe('which mail it is', () => {
  const raw = 'From: a@b.example\r\nReceived: by mx1\r\n\r\nHello there\r\n';

  it('digests the body only, however the message is split into chunks', () => {
    const whole = digestOf(raw).digest();
    expect(digestOf(raw, 1).digest()).toBe(whole);
    expect(digestOf(raw, 3).digest()).toBe(whole);
    // The same mail delivered again with other Received lines is the same body.
    expect(digestOf(raw.replace('by mx1', 'by mx2 with a longer route')).digest()).toBe(whole);
    expect(digestOf(raw.replace('Hello', 'Goodbye')).digest()).not.toBe(whole);
    // Bare LF line ends as well.
    expect(digestOf('From: a@b.example\n\nHello there\r\n', 2).digest()).toBe(whole);
  });

  it('keeps the header block and the start of the body for a mail mailparser reads nothing from', () => {
    const digest = digestOf('Content-Type: multipart/mixed\r\n\r\nRaw words', 4);
    expect(digest.headers()).toBe('Content-Type: multipart/mixed');
    expect(digest.bodyText()).toBe('Raw words');
    expect(isMultipart(digest.headers())).toBe(true);
    expect(isMultipart('Subject: x\r\nContent-Type:\r\n multipart/alternative')).toBe(true);
    expect(isMultipart('Content-Type: text/plain')).toBe(false);
  });

  it('gives a mail without a Message-ID a stable one from its sender and body', () => {
    const body = digestOf(raw).digest();
    expect(standInMessageId('a@b.example', body)).toBe(standInMessageId('a@b.example', body));
    expect(standInMessageId('a@b.example', body)).toMatch(/^<[0-9a-f]{40}@no-message-id\.invalid>$/);
    expect(standInMessageId('a@b.example', digestOf(raw.replace('Hello', 'Second')).digest())).not.toBe(standInMessageId('a@b.example', body));
    expect(standInMessageId('c@d.example', body)).not.toBe(standInMessageId('a@b.example', body));
    expect(ownMessageId({ messageId: ' <x@y> ' })).toBe('<x@y>');
    expect(ownMessageId({})).toBeNull();
    expect(ownMessageId({ messageId: `<${'x'.repeat(400)}@y>` })).toBeNull();
  });
});

describe('attachment names', () => {
  it('drops bidi controls and turns control characters and line breaks into spaces', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u2066passport\u2069\u200E.pdf\u200F')).toBe('passport.pdf');
    expect(cleanFileName('a\r\nX-Injected: 1.pdf')).toBe('a X-Injected: 1.pdf');
    expect(cleanFileName('tab\there\u0085next\u2028line\u0000.txt')).toBe('tab here next line .txt');
    expect(cleanFileName('\u202A\u202B\u202C\u202D')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
    expect(cleanFileName('Zoë – itinerary.pdf')).toBe('Zoë – itinerary.pdf');
  });
});

describe('reading an answer within its room', () => {
  const file = (name: string, bytes: number) =>
    [`--b`, `Content-Type: application/octet-stream`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64', '', Buffer.alloc(bytes, 1).toString('base64')].join('\r\n');
  const mail = (...parts: string[]) =>
    ['Content-Type: multipart/mixed; boundary="b"', 'MIME-Version: 1.0', '', '--b', 'Content-Type: text/plain', '', 'Files', ...parts, '--b--', ''].join('\r\n');

  it('keeps files while the room lasts and lists the rest as not stored, with cleaned names', async () => {
    const read = await readAnswer(Readable.from([Buffer.from(mail(file('one.pdf', 600), file('two\u202E.pdf', 600), file('three.pdf', 300)))]), 1000);
    expect(read.files.map((f) => f.name)).toEqual(['one.pdf', 'three.pdf']);
    expect(read.skipped).toEqual([expect.objectContaining({ name: 'two.pdf', size: 600 })]);
  });

  it('keeps nothing when the enquiry has no room left', async () => {
    const read = await readAnswer(Readable.from([Buffer.from(mail(file('one.pdf', 10)))]), 0);
    expect(read.files).toEqual([]);
    expect(read.skipped.map((f) => f.name)).toEqual(['one.pdf']);
  });
});

describe('a stalled mailbox', () => {
  it('is noticed within 2 minutes of the last good look with the production defaults', () => {
    const { stallMs, tickMs } = stallTimings({});
    expect(stallMs + tickMs).toBeLessThanOrEqual(120_000);
    // A slower poll moves the stall time with it; a test's own value is taken as given.
    expect(stallTimings({ pollSeconds: 30 }).stallMs).toBe(60_000);
    expect(stallTimings({ stallMs: 3000 })).toEqual({ stallMs: 3000, tickMs: 750 });
  });
});
