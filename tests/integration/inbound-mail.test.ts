import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { InquiryDetail, InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { INBOUND_LOCK_KEY, InboundMailWorker } from '#server/mail/inbound/imap-worker.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { validInquiry } from '../fixtures/records.ts';
import type { TestImapServer } from '../setup/imap-server.ts';
import type { TestSmtpServer } from '../setup/smtp.ts';
import { withMailRoundTrip } from '../setup/mail-round-trip.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { registered } from '#server/features/index.ts';

// The whole round trip against real servers: our mail leaves by SMTP, the traveller's answer is delivered into
// a Dovecot mailbox, and the worker (polling every second here; Dovecot also offers IDLE) files it.
let app: TestApp;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let staff: TestClient;
let worker: InboundMailWorker;

withMailRoundTrip((started) => ({ app, smtp, imap, staff, worker } = started));

async function newInquiry(email: string) {
  const response = await app.client().post('/api/inquiries', { ...validInquiry, email });
  expect(response.status).toBe(201);
  const id = response.body.id as string;
  await until(() => app.services().mail.forInquiry(id), (m) => m.length === 2 && m.every((x) => x.status === 'sent'));
  return (await staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;
}

async function reply(id: string, to: string, subject: string) {
  expect((await staff.post(`/api/admin/inquiries/${id}/replies`, { subject, body: 'Dear Amara,\n\nThree ideas for June.' })).status).toBe(202);
  const received = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(to) && m.headers.subject?.startsWith(subject)), (m) => m.length === 1);
  expect(received).toHaveLength(1);
  return received[0]!;
}

const inbound = (detail: InquiryDetail) => detail.events.filter((e) => e.kind === 'inbound');
const detailOf = async (id: string) => (await staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;
const untilAnswers = (id: string, count: number, timeoutMs?: number) => until(() => detailOf(id), (d) => inbound(d).length >= count, timeoutMs);

/** A mail from the enquiry's traveller (decision 136: only their address writes answers into the desk). */
function answer(from: string, headers: Record<string, string>, body: string, contentType = 'text/plain; charset=utf-8') {
  const lines = Object.entries({ From: `Amara Okafor <${from}>`, To: 'desk@safari.example', Date: new Date().toUTCString(), ...headers, 'Content-Type': contentType, 'MIME-Version': '1.0' })
    .map(([name, value]) => `${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

let seq = 0;
const messageId = () => `<answer-${Date.now()}-${++seq}@mail.example.com>`;

describe('threading of our mails', () => {
  it('puts the reference in the subject once and names the earlier mails of the enquiry in In-Reply-To and References', async () => {
    const inquiry = await newInquiry('thread@example.com');
    const acknowledgement = smtp.received.find((m) => m.envelopeTo.includes('thread@example.com'))!;
    expect((await simpleParser(acknowledgement.raw)).subject).toBe(`We have your safari enquiry – African Safari Tours [AST-${inquiry.reference}]`);
    expect(acknowledgement.headers['in-reply-to']).toBeUndefined();
    expect(acknowledgement.headers['reply-to']).toBe('desk@safari.example');
    const ackId = acknowledgement.headers['message-id']!;

    const first = await reply(inquiry.id, 'thread@example.com', 'Your safari in June');
    expect(first.headers.subject).toBe(`Your safari in June [AST-${inquiry.reference}]`);
    expect(first.headers['in-reply-to']).toBe(ackId);
    expect(first.headers.references).toBe(ackId);
    expect(first.headers['reply-to']).toBe('desk@safari.example');

    // Staff answering "Re: … [AST-n]" keep their subject: the reference is not added twice.
    const second = await reply(inquiry.id, 'thread@example.com', `Re: Your safari in June [AST-${inquiry.reference}]`);
    expect(second.headers.subject).toBe(`Re: Your safari in June [AST-${inquiry.reference}]`);
    expect(second.headers['in-reply-to']).toBe(first.headers['message-id']);
    expect(second.headers.references).toBe(`${ackId} ${first.headers['message-id']}`);

    // The operator's alert goes to staff, not the traveller: it is not part of the traveller's thread.
    const alert = smtp.received.find((m) => m.envelopeTo.includes('desk@safari.example') && m.text.includes('thread@example.com'))!;
    expect(alert.headers['in-reply-to']).toBeUndefined();
  });
});

describe('answers into the desk', () => {
  it('files an answer to a reply on its enquiry, with the quoted history folded, in Needs reply with its status kept, and flags it seen', async () => {
    const inquiry = await newInquiry('answer@example.com');
    const sent = await reply(inquiry.id, 'answer@example.com', 'Your safari in June');
    expect(await detailOf(inquiry.id)).toMatchObject({ status: 'contacted', needsReply: false });

    const uid = await imap.deliver(
      answer(
        'answer@example.com',
        { Subject: `Re: ${sent.headers.subject}`, 'Message-ID': messageId(), 'In-Reply-To': sent.headers['message-id']!, References: sent.headers['message-id']! },
        `Yes please, the second idea!\n\nOn Tue, 24 Nov 2026 at 10:00, African Safari Tours <hello@safari.example> wrote:\n> Dear Amara,\n> Three ideas for June.`,
      ),
    );
    const detail = await untilAnswers(inquiry.id, 1);
    const [entry] = inbound(detail);
    expect(entry).toMatchObject({ kind: 'inbound', body: 'Yes please, the second idea!', author: 'Amara Okafor <answer@example.com>', subject: `Re: ${sent.headers.subject}` });
    expect(entry!.quoted).toContain('> Three ideas for June.');
    // Decision 133: the answer asks for a reply; it does not make the enquiry New again.
    expect(detail).toMatchObject({ status: 'contacted', needsReply: true });
    const waiting = (await staff.get('/api/admin/inquiries?needsReply=true')).body.items.map((i: { id: string }) => i.id);
    expect(waiting).toContain(inquiry.id);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
    expect(await imap.flags(uid)).toContain('\\Seen');
  });

  it('falls back to the reference in the subject when the headers name nothing of ours', async () => {
    const inquiry = await newInquiry('subject@example.com');
    await imap.deliver(answer('subject@example.com', { Subject: `Question about [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Can we bring our dog?'));
    const [entry] = inbound(await untilAnswers(inquiry.id, 1));
    expect(entry!.body).toBe('Can we bring our dog?');
  });

  it('leaves unmatched mail and forged headers untouched, and matches only ids we issued', async () => {
    const target = await newInquiry('target@example.com');
    const sent = await reply(target.id, 'target@example.com', 'About Botswana');
    // Names an id we never issued and no reference: not ours to take.
    const forged = await imap.deliver(answer('target@example.com', { Subject: 'Re: hello', 'Message-ID': messageId(), 'In-Reply-To': '<forged-1@safari.example>', References: '<forged-1@safari.example>' }, 'Spam'));
    // A forged In-Reply-To before one of our real ids: the real id decides.
    await imap.deliver(answer('target@example.com', { Subject: 'Re: About Botswana', 'Message-ID': messageId(), 'In-Reply-To': '<forged-2@safari.example>', References: `${sent.headers['message-id']} <forged-2@safari.example>` }, 'Real answer'));
    const [entry] = inbound(await untilAnswers(target.id, 1));
    expect(entry!.body).toBe('Real answer');
    // The worker has looked at the forged mail by now (it was delivered first) and left it unseen.
    expect(await imap.flags(forged)).not.toContain('\\Seen');
    const everywhere = await app.services().em.execute<{ n: string }[]>(`select count(*) as n from inquiry_events where kind = 'inbound' and body = 'Spam'`);
    expect(Number(everywhere[0]!.n)).toBe(0);
  });

  it('reduces HTML to text without its script, and stores a multipart mail whose boundary is missing as its raw text', async () => {
    const inquiry = await newInquiry('html@example.com');
    const ref = `[AST-${inquiry.reference}]`;
    await imap.deliver(
      answer('html@example.com', { Subject: `Re: ${ref}`, 'Message-ID': messageId() }, '<html><head><script>alert("x")</script></head><body><p>Hello <b>there</b></p><img src=x onerror="alert(1)"></body></html>', 'text/html; charset=utf-8'),
    );
    await imap.deliver(answer('html@example.com', { Subject: `Broken ${ref}`, 'Message-ID': messageId() }, '--nothing\r\nthis is not a part', 'multipart/mixed; boundary="missing"'));
    const detail = await untilAnswers(inquiry.id, 2);
    const [html, broken] = inbound(detail) as [InquiryEventView, InquiryEventView];
    expect(html.body).toContain('Hello there');
    expect(html.body).not.toMatch(/alert|<script|onerror/);
    expect(broken.subject).toBe(`Broken ${ref}`);
    expect(broken.body).toBe('--nothing\nthis is not a part');
  });

  it('stores an attachment up to 10 MB for staff to download, and skips a 50 MB one, saying so', async () => {
    const inquiry = await newInquiry('files@example.com');
    const boundary = 'b-files';
    const pdf = Buffer.from('%PDF-1.4 passport scan');
    const big = Buffer.alloc(50 * 1024 * 1024, 7);
    const body = [
      `--${boundary}`, 'Content-Type: text/plain; charset=utf-8', '', 'Here are our passports.',
      `--${boundary}`, 'Content-Type: application/pdf; name="passport.pdf"', 'Content-Disposition: attachment; filename="passport.pdf"', 'Content-Transfer-Encoding: base64', '', pdf.toString('base64'),
      `--${boundary}`, 'Content-Type: video/mp4; name="safari.mp4"', 'Content-Disposition: attachment; filename="safari.mp4"', 'Content-Transfer-Encoding: base64', '', big.toString('base64').replace(/.{76}/g, '$&\r\n'),
      `--${boundary}--`,
    ].join('\r\n');
    await imap.deliver(answer('files@example.com', { Subject: `Passports [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, body, `multipart/mixed; boundary="${boundary}"`));
    // A 50 MB mail read beside other test files on two cores took past until()'s 20 s: a minute, within the test's two.
    const [entry] = inbound(await untilAnswers(inquiry.id, 1, 60_000));
    expect(entry!.body).toBe('Here are our passports.');
    const stored = entry!.attachments!.find((a) => a.name === 'passport.pdf')!;
    expect(stored).toMatchObject({ size: pdf.length, contentType: 'application/pdf' });
    expect(entry!.attachments!.find((a) => a.name === 'safari.mp4')).toMatchObject({ skipped: true, size: big.length });

    const download = await staff.get(`/api/admin/inquiries/${inquiry.id}/attachments/${stored.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?passport\.pdf"?$/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.text).toBe(pdf.toString());
    // Strangers get nothing; another enquiry's id does not reach this file.
    expect((await app.client().get(`/api/admin/inquiries/${inquiry.id}/attachments/${stored.id}`)).status).toBe(401);
    const other = await newInquiry('other-files@example.com');
    expect((await staff.get(`/api/admin/inquiries/${other.id}/attachments/${stored.id}`)).status).toBe(404);
    expect((await staff.get(`/api/admin/inquiries/${other.id}/attachments/not-an-id`)).status).toBe(400);
  }, 120_000);

  it('ignores the same answer read twice (by its Message-ID, sender and body) and flags both copies seen', async () => {
    const inquiry = await newInquiry('twice@example.com');
    const raw = answer('twice@example.com', { Subject: `Re: [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Only once, please.');
    const first = await imap.deliver(raw);
    await untilAnswers(inquiry.id, 1);
    const second = await imap.deliver(raw);
    await until(() => imap.flags(second), (f) => f.has('\\Seen'));
    expect(await imap.flags(first)).toContain('\\Seen');
    expect(await imap.flags(second)).toContain('\\Seen');
    expect(inbound(await detailOf(inquiry.id))).toHaveLength(1);
  });
});

describe('when the mailbox goes away', () => {
  it('says so for the Overview, and reconnects by itself once the IMAP server is back', async () => {
    const inquiry = await newInquiry('outage@example.com');
    const state = () => new InboundMailRepository(app.services().em).mailboxState();
    expect(await until(state, (s) => s?.reachable === true)).toMatchObject({ mailbox: 'desk@safari.example on 127.0.0.1', reachable: true, failingSince: null });

    await imap.stop();
    const down = await until(state, (s) => s?.reachable === false);
    expect(down).toMatchObject({ reachable: false, failingSince: expect.any(String), lastError: expect.stringContaining('ECONNREFUSED') });

    await imap.start();
    await imap.deliver(answer('outage@example.com', { Subject: `After the outage [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Are you there?'));
    const [entry] = inbound(await untilAnswers(inquiry.id, 1));
    expect(entry!.body).toBe('Are you there?');
    expect(await until(state, (s) => s?.reachable === true)).toMatchObject({ reachable: true, failingSince: null });
  }, 60_000);
});

describe('more than one process with IMAP_URL', () => {
  it('lets one read at a time, and another take over when it stops', async () => {
    const inquiry = await newInquiry('two-readers@example.com');
    const second = InboundMailWorker.start({ orm: app.orm, matchers: registered.inbound, databaseUrl: app.databaseUrl, settings: readImapEnv({ IMAP_URL: imap.url })!, pollSeconds: 1, maxBackoffMs: 1000 });
    try {
      // pg_locks is the whole cluster's: test files running beside this one hold the same key in their own databases.
      const holders = () =>
        app
          .services()
          .em.execute<{ n: string }[]>(
            `select count(*) as n from pg_locks where locktype = 'advisory' and objid = ? and granted and database = (select oid from pg_database where datname = current_database())`,
            [INBOUND_LOCK_KEY],
          );
      await imap.deliver(answer('two-readers@example.com', { Subject: `One [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'First'));
      await untilAnswers(inquiry.id, 1);
      expect(Number((await holders())[0]!.n)).toBe(1);

      await worker.stop();
      await imap.deliver(answer('two-readers@example.com', { Subject: `Two [AST-${inquiry.reference}]`, 'Message-ID': messageId() }, 'Second'));
      expect(inbound(await untilAnswers(inquiry.id, 2)).map((e) => e.body)).toEqual(['First', 'Second']);
      expect(Number((await holders())[0]!.n)).toBe(1);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
