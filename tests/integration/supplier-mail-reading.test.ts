import { Readable } from 'node:stream';
import type { ImapFlow } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { handleMessage } from '#server/mail/inbound/inbound-message.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { registered } from '#server/features/index.ts';

const ctx = withSignedInApp();

/** A drafted reservation: its reference is what a lodge's reply quotes in the subject. */
async function reservation() {
  return (await bookedAtCamp(ctx.app, ctx.staff, { days: 120, prefix: 'Reading Camp', email: 'res@reading-camp.example.com' })).reservation;
}

const raw = (subject: string, body: string) =>
  `From: Reservations <res@reading-camp.example.com>\r\nTo: desk@safari.example\r\nSubject: ${subject}\r\nMessage-ID: <r-${Math.random()}@camp.example.com>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;

/** An IMAP connection that hands over `chunks`, failing after them when `cut`. */
function mailbox(chunks: string[], cut = false) {
  const flagged: number[] = [];
  const imap = {
    download: async () => ({
      content: Readable.from(
        (async function* () {
          for (const chunk of chunks) yield Buffer.from(chunk);
          if (cut) throw new Error('connection reset');
        })(),
      ),
    }),
    messageFlagsAdd: async (uid: string) => void flagged.push(Number(uid)),
  } as unknown as ImapFlow;
  return { imap, flagged };
}

const candidate = (uid: number, subject: string) => ({ uid, envelope: { subject, from: [{ name: 'Reservations', address: 'res@reading-camp.example.com' }], messageId: `<c-${uid}-${Math.random()}@camp.example.com>` }, headers: '' });
const mailsOn = async (id: string) => (await ctx.staff.get(`/api/admin/reservations/${id}`)).body.events.filter((e: { kind: string }) => e.kind === 'mail-received');

describe("reading a lodge's reply off the mailbox", () => {
  it('tells the mailbox watchdog as the bytes arrive, as for an enquiry, so a big reply on a slow line is not a stall', async () => {
    const r = await reservation();
    const subject = `Re: request [${r.reference}]`;
    const mail = raw(subject, `Confirmed. ${'Our terms follow. '.repeat(2000)}`);
    const { imap, flagged } = mailbox([mail.slice(0, 1000), mail.slice(1000, 20_000), mail.slice(20_000)]);
    let heard = 0;
    expect(await handleMessage(imap, ctx.app.orm, candidate(7, subject), registered.inbound, () => heard++)).toBe('stored');
    expect(heard).toBeGreaterThanOrEqual(3);
    expect(flagged).toEqual([7]);
    expect((await mailsOn(r.id))[0].data.text).toMatch(/^Confirmed\. Our terms follow\./);
  });

  it('stores nothing and leaves the mail unseen when the download stops midway, so the next look reads it whole', async () => {
    const r = await reservation();
    const subject = `Re: request [${r.reference}]`;
    const mail = raw(subject, `Confirmed, number KH-1. ${'More words. '.repeat(3000)}`);
    const { imap, flagged } = mailbox([mail.slice(0, 2000)], true);
    await expect(handleMessage(imap, ctx.app.orm, candidate(8, subject), registered.inbound)).rejects.toThrow();
    expect(flagged).toEqual([]);
    expect(await mailsOn(r.id)).toEqual([]);
  });
});
