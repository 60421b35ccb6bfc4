import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import type { TestImapServer } from '../setup/imap-server.ts';
import type { TestSmtpServer } from '../setup/smtp.ts';
import { withMailRoundTrip } from '../setup/mail-round-trip.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

let app: TestApp;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let staff: TestClient;

withMailRoundTrip((started) => ({ app, smtp, imap, staff } = started));

const raw = (from: string, headers: Record<string, string>, body: string) =>
  `${Object.entries({ From: `Reservations <${from}>`, To: 'desk@safari.example', Date: new Date().toUTCString(), 'Message-ID': `<lodge-${Date.now()}-${Math.random()}@lodge.example.com>`, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'MIME-Version': '1.0' })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body}\r\n`;

describe('"Ask to extend" over real mail (issue 41)', () => {
  it("reaches the lodge in its request's thread, the lodge's reply lands on the reservation, and its new date is recorded", async () => {
    const email = `holdcamp${Math.random().toString(36).slice(2)}@example.com`;
    const { bookingId, reservation } = await bookedAtCamp(app, staff, { days: 120, prefix: 'Hold Camp', email });
    expect((await staff.post(`/api/admin/reservations/${reservation.id}/send`)).status).toBe(202);
    const [request] = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(email)), (m) => m.length === 1);
    const [row] = await app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservation.id]);
    const token = reservationTokens.tokenFor(row!.link_nonce);
    expect((await app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: addDays(siteToday(), 6) })).status).toBe(200);

    expect((await staff.post(`/api/admin/reservations/${reservation.id}/extend-request`)).status).toBe(202);
    const mails = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(email)), (m) => m.length === 2);
    const extend = mails[1]!;
    expect(extend.headers.subject).toBe(`Re: ${request!.headers.subject}`);
    expect(extend.headers['in-reply-to']).toBe(request!.headers['message-id']);
    expect(extend.headers.references).toBe(request!.headers['message-id']);
    expect(extend.text).toContain(`/reservations/${token}`);

    // The lodge presses Reply: its mail is matched by the extend mail's Message-ID and read by staff on the booking.
    await imap.deliver(raw(email, { Subject: `Re: ${extend.headers.subject}`, 'In-Reply-To': extend.headers['message-id']!, References: `${request!.headers['message-id']} ${extend.headers['message-id']}` }, 'We can hold until the end of next month.'));
    const detail = await until(() => staff.get(`/api/admin/reservations/${reservation.id}`), (r) => r.body.events?.some((e: { kind: string }) => e.kind === 'mail-received'));
    expect(detail.body.events.find((e: { kind: string }) => e.kind === 'mail-received').data.text).toBe('We can hold until the end of next month.');
    const newDate = addDays(siteToday(), 30);
    expect((await staff.post(`/api/admin/reservations/${reservation.id}/status`, { status: 'provisional', heldUntil: newDate })).status).toBe(200);
    expect((await staff.get(`/api/admin/bookings/${bookingId}`)).body.reservations[0]).toMatchObject({ status: 'provisional', heldUntil: newDate, needsAttention: false });
  });
});
