import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { reservationChange, type TripChangeInput, type TripChangeView } from '#lib/domain/booking/trip-change.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createServices, type Services } from '../../services.ts';
import { tripChangeMailContent as copy } from './trip-change-mail.content.ts';

/** Queues one mail in the caller's transaction (the outbox sends it once, decision 140). */
export type QueueChangeMail = (em: EntityManager, inquiryId: string, template: 'trip-change', mail: { to: string; subject: string; data: { bookingId: string; changeId: string } }) => Promise<unknown>;

export const queueThrough = (mailer: Mailer): QueueChangeMail => (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail);

/** The entry written and its mail queued together: a rolled-back change mails nothing, a committed one mails once. */
async function addAndMail(tx: Services, queueMail: QueueChangeMail, bookingId: string, entry: { summary: string; details: string | null; author: string | null; reservationId: string | null }): Promise<TripChangeView> {
  const change = await tx.tripChanges.add(bookingId, entry);
  const to = await tx.tripPacks.recipient(bookingId);
  // An erased enquiry has no traveller left to write to; the entry stays for staff.
  if (to?.inquiryId) await queueMail(tx.em, to.inquiryId, 'trip-change', { to: to.email, subject: copy[await tx.inquiries.localeOf(to.inquiryId)].subject(to.reference), data: { bookingId, changeId: change.id } });
  return change;
}

/**
 * Staff's own change entry (issue 41). Null: no such booking; 'cancelled'; 'not-sent': the pack has not reached the
 * traveller, and when it does it shows the trip as it is then, so there is nothing to tell yet (decision 195).
 */
export async function recordChange(tx: Services, queueMail: QueueChangeMail, bookingId: string, input: TripChangeInput, author: string | null): Promise<TripChangeView | null | 'cancelled' | 'not-sent'> {
  await tx.bookings.lock(bookingId);
  const booking = await tx.tripPacks.recipient(bookingId);
  if (!booking) return null;
  if (booking.status === 'cancelled') return 'cancelled';
  if (!(await tx.tripChanges.packSent(bookingId))) return 'not-sent';
  return addAndMail(tx, queueMail, bookingId, { summary: input.summary, details: input.details ?? null, author, reservationId: null });
}

/**
 * Tells the traveller what changed on the booking's reservations since the pack was sent (decision 195): the database
 * noted each reservation's earlier state as it changed; each one that differs in a way the traveller would notice
 * becomes an entry and a mail. Called in the transaction that made the change, and by the minute's job for any change
 * made elsewhere. The number of entries made.
 */
export async function tellReservationChanges(tx: Services, queueMail: QueueChangeMail, bookingId: string): Promise<number> {
  const pending = await tx.tripChanges.takePending(bookingId);
  if (!pending.length) return 0;
  const booking = await tx.tripPacks.recipient(bookingId);
  if (!booking || booking.status === 'cancelled') return 0;
  // Written in the traveller's language: the entry is what they read in the mail and on the pack (issue 42).
  const locale = booking.inquiryId ? await tx.inquiries.localeOf(booking.inquiryId) : 'en';
  let made = 0;
  for (const change of pending) {
    const summary = reservationChange(change.before, change.after, locale);
    if (!summary) continue;
    await addAndMail(tx, queueMail, bookingId, { summary, details: null, author: null, reservationId: change.reservationId });
    made++;
  }
  return made;
}

/** The traveller's "Seen" (issue 41): idempotent; null when the token opens no pack or the change is another booking's. */
export async function acknowledgeChange(services: Services, bookingId: string, changeId: string): Promise<TripChangeView | null> {
  return services.tripChanges.acknowledge(bookingId, changeId);
}

export const TRIP_CHANGE_QUEUE = 'trip-changes';
/** Every minute: a reservation changed where no operation tells it (a lodge's mail read by staff, a lapsed hold) is told within one. */
export const TRIP_CHANGE_CRON = '* * * * *';

export async function scheduleTripChanges(boss: PgBoss): Promise<void> {
  const queue = { policy: 'singleton', retryLimit: 3, retryDelay: 30, expireInSeconds: 5 * 60 } as const;
  // Another process may create it at the same moment; either way it exists afterwards.
  if (!(await boss.getQueue(TRIP_CHANGE_QUEUE))) await boss.createQueue(TRIP_CHANGE_QUEUE, queue).catch(async (error: unknown) => {
    if (!(await boss.getQueue(TRIP_CHANGE_QUEUE))) throw error;
  });
  await boss.schedule(TRIP_CHANGE_QUEUE, TRIP_CHANGE_CRON, null, { tz: 'UTC' });
}

/** One run: every booking with a reservation change not yet told, each in a transaction of its own. */
export async function runTripChanges(orm: Orm, queueMail: QueueChangeMail): Promise<number> {
  let made = 0;
  for (const bookingId of await createServices(orm.em.fork()).tripChanges.bookingsWithPending()) {
    made += await orm.em.fork().transactional((em) => tellReservationChanges(createServices(em), queueMail, bookingId));
  }
  return made;
}
