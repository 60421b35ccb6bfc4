import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { transactionDb } from '../../mail/queue.ts';
import { siteTimeZone } from '#database/site-time-zone.ts';
import { links } from '../../links/token-links.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createServices, type Services } from '../../services.ts';
import { addDays, atLocalHour } from '#lib/domain/dates.ts';
import { returnOn } from '#lib/domain/booking/booking-facts.ts';
import { packCopy } from '#lib/content/pack.content.de.ts';

/** Issue 30: the traveller's pack is mailed 14 days before departure, by one job per booking. */
export const PACK_QUEUE = 'trip-pack';
export const PACK_DAYS_BEFORE = 14;
/** The link works until 30 days after the return. */
export const PACK_VALID_DAYS_AFTER_RETURN = 30;

/** The pack's link has a key of its own: a proposal's or a supplier's token never opens it. */
export const packTokens = links('pack');

export interface PackJob {
  bookingId: string;
}

type QueueMail = (em: EntityManager, inquiryId: string, template: 'trip-pack', mail: { to: string; subject: string; data: { bookingId: string } }) => Promise<unknown>;

export async function ensurePackQueue(boss: PgBoss): Promise<void> {
  const options = { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 };
  if (await boss.getQueue(PACK_QUEUE)) await boss.updateQueue(PACK_QUEUE, options);
  else await boss.createQueue(PACK_QUEUE, { ...options, policy: 'exclusive' }).catch(async (error: unknown) => {
    if (!(await boss.getQueue(PACK_QUEUE))) throw error;
  });
}

/**
 * Planned with the booking's reminders, in its transaction: one key per booking on an exclusive queue, so planning again (a payment re-plans) adds none.
 */
export async function planPack(boss: PgBoss, em: EntityManager, booking: { id: string; balanceDueOn: string | null; status?: string }): Promise<void> {
  if (booking.status === 'cancelled') return;
  // The booking may be only staged in this transaction (an accept): written first, so its departure can be read.
  await em.flush();
  const departure = await createServices(em).tripPacks.departureOn(booking.id);
  if (!departure) return;
  const job: PackJob = { bookingId: booking.id };
  await boss.upsert(PACK_QUEUE, job, { singletonKey: `pack:${booking.id}`, startAfter: atLocalHour(addDays(departure, -PACK_DAYS_BEFORE), 8, siteTimeZone()), db: transactionDb(em) });
}

/**
 * Mails the pack's link to the lead traveller in one transaction: the link made (once), the mail queued, the send
 * counted. `force` (staff's "send the pack") sends again; the job sends only if it was never sent, and never for a
 * cancelled booking or one whose enquiry was erased.
 */
export async function sendPack(em: EntityManager, bookingId: string, queueMail: QueueMail, force: boolean): Promise<'sent' | 'skipped' | null> {
  const { bookings, reservations, tripPacks: packs, inquiries } = createServices(em);
  await bookings.lock(bookingId);
  const row = await packs.recipient(bookingId);
  if (!row) return null;
  const booking = await reservations.booking(bookingId);
  if (row.status === 'cancelled' || !row.inquiryId || !booking?.departureOn) return 'skipped';
  if (!force && (await packs.wasSent(bookingId))) return 'skipped';
  await packs.issue(bookingId, addDays(returnOn(booking.departureOn, booking.stops)!, PACK_VALID_DAYS_AFTER_RETURN), packTokens.tokenFor);
  await queueMail(em, row.inquiryId, 'trip-pack', { to: row.email, subject: packCopy[await inquiries.localeOf(row.inquiryId)].mail.subject(row.reference), data: { bookingId } });
  await packs.markSent(bookingId);
  return 'sent';
}

export function runPackJob(orm: Orm, job: Job<PackJob>, queueMail: QueueMail) {
  return orm.em.fork().transactional((em) => sendPack(em, job.data.bookingId, queueMail, false));
}

/** `POST /api/admin/bookings/:id/pack`: the pack's link mailed now (again), in the caller's transaction (issue 30). */
export function sendPackNow(mailer: Mailer, tx: Services, bookingId: string) {
  return sendPack(tx.em, bookingId, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail), true);
}

/** The pack's link for its mail, made again from the stored nonce; a revoked pack's mail is not sent. */
export async function tripPackLink(services: Services, bookingId: string, siteUrl: string): Promise<string> {
  const nonce = await services.tripPacks.nonce(bookingId);
  if (!nonce) throw new Error(`Booking ${bookingId} has no live pack`);
  return packTokens.url(siteUrl, nonce);
}

/**
 * The pack's link for staff's "Open the pack" (issue 39): made now if it was never mailed, mailing nothing, so staff
 * see what the traveller will. Null: no such booking; 'skipped': cancelled, or no departure date to make it for.
 */
export async function openPackLink(tx: Services, bookingId: string, siteUrl: string): Promise<{ url: string } | 'skipped' | null> {
  const nonce = await livePackNonce(tx, bookingId);
  if (nonce === undefined) return null;
  return nonce ? { url: packTokens.url(siteUrl, nonce) } : 'skipped';
}

/**
 * The live pack's nonce, the pack made first when there is none yet (`issue` keeps an existing one, so two callers
 * get the same link). Undefined: no such booking; null: cancelled, or without a departure date.
 */
async function livePackNonce(tx: Services, bookingId: string): Promise<string | null | undefined> {
  const row = await tx.tripPacks.recipient(bookingId);
  if (!row) return undefined;
  const booking = await tx.reservations.booking(bookingId);
  if (row.status === 'cancelled' || !booking?.departureOn) return null;
  return (await tx.tripPacks.nonce(bookingId)) ?? tx.tripPacks.issue(bookingId, addDays(returnOn(booking.departureOn, booking.stops)!, PACK_VALID_DAYS_AFTER_RETURN), packTokens.tokenFor);
}

/**
 * The "paid in full" mail's link to the pack (issue 39): once everything is paid the vouchers are in it, so the mail
 * points there rather than leaving the traveller to wait for the pack's own mail. Null when there is no pack to open.
 */
export async function packLinkForMail(services: Services, bookingId: string, siteUrl: string): Promise<string | null> {
  const nonce = await livePackNonce(services, bookingId);
  return nonce ? packTokens.url(siteUrl, nonce) : null;
}
