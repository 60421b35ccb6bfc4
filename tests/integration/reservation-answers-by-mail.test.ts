import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { reservationWatch } from '#database/repositories/reservation-watch.ts';
import { watchReservations } from '#server/features/reservations/after-booking-jobs.ts';
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

/** A booking departing in `days` with one requested reservation at a camp of its own. */
async function requested(days: number) {
  const email = `mailcamp${Math.random().toString(36).slice(2)}@example.com`;
  const { bookingId, reservation } = await bookedAtCamp(app, staff, { days, prefix: 'Mail Camp', email });
  expect((await staff.post(`/api/admin/reservations/${reservation.id}/send`)).status).toBe(202);
  const sent = await until(async () => smtp.received.filter((m) => m.envelopeTo.includes(email)), (m) => m.length === 1);
  return { bookingId, reservation, email, sent: sent[0]! };
}

const raw = (from: string, headers: Record<string, string>, body: string) =>
  `${Object.entries({ From: `Reservations <${from}>`, To: 'desk@safari.example', Date: new Date().toUTCString(), 'Message-ID': `<lodge-${Date.now()}-${Math.random()}@lodge.example.com>`, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'MIME-Version': '1.0' })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body}\r\n`;

describe("a supplier's answers by e-mail", () => {
  it("files a lodge's reply on the reservation's timeline and flags the booking, matched by our Message-ID", async () => {
    const { reservation, email, sent } = await requested(120);
    expect(sent.headers.subject).toContain(`[${reservation.reference}]`);
    const uid = await imap.deliver(raw(email, { Subject: `Re: ${sent.headers.subject}`, 'In-Reply-To': sent.headers['message-id']!, References: sent.headers['message-id']! }, 'Confirmed, our number is KH-5521.'));
    const detail = await until(() => staff.get(`/api/admin/reservations/${reservation.id}`), (r) => r.body.events.some((e: { kind: string }) => e.kind === 'mail-received'));
    const entry = detail.body.events.find((e: { kind: string }) => e.kind === 'mail-received');
    expect(entry.data).toMatchObject({ text: 'Confirmed, our number is KH-5521.', from: email });
    expect(detail.body.needsAttention).toBe(true);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
  });

  it('matches by [RES-…] in the subject when the headers are lost', async () => {
    const { reservation, email } = await requested(120);
    await imap.deliver(raw(email, { Subject: `About ${reservation.reference} [${reservation.reference}]` }, 'We are full on the 12th, can offer the 13th.'));
    const detail = await until(() => staff.get(`/api/admin/reservations/${reservation.id}`), (r) => r.body.events.some((e: { kind: string }) => e.kind === 'mail-received'));
    expect(detail.body.events.at(-1).data.text).toContain('can offer the 13th');
  });
});

describe('reminders and the Overview', () => {
  it('reminds a supplier once after 48 hours without an answer', async () => {
    const { reservation, email } = await requested(120);
    await app.orm.em.fork().execute(`update reservations set requested_at = now() - interval '49 hours' where id = ?`, [reservation.id]);
    const queued: string[] = [];
    const queue = async (_em: unknown, id: string, template: string, mail: { to: string }) => void queued.push(`${id}:${template}:${mail.to}`);
    const first = await watchReservations(app.orm, queue);
    const second = await watchReservations(app.orm, queue);
    // To the supplier the request went to, once.
    expect(queued).toEqual([`${reservation.id}:reminder:${email}`]);
    expect(first.reminded).toBe(1);
    expect(second.reminded).toBe(0);
  });

  it('lists holds ending within 3 days and bookings departing within 45 days not all confirmed', async () => {
    const { bookingId, reservation } = await requested(30);
    const token = (await app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservation.id]))[0]!.link_nonce;
    const { reservationTokens } = await import('#server/features/reservations/supplier-mail.ts');
    expect((await app.client().post(`/api/reservations/${reservationTokens.tokenFor(token)}`, { answer: 'provisional', heldUntil: addDays(siteToday(), 2) })).status).toBe(200);
    const watch = await reservationWatch(app.orm.em.fork(), siteToday());
    expect(watch.expiringHolds.map((h) => h.reservationId)).toContain(reservation.id);
    expect(watch.departingUnconfirmed.find((d) => d.bookingId === bookingId)).toMatchObject({ confirmed: 0, total: 1 });
  });
});
