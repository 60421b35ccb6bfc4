import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { createServices } from '../../services.ts';
import { claimReminders } from '#database/repositories/reservation-watch.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';
import { GUEST_DETAILS_KEPT_DAYS } from '#lib/domain/enquiry/inquiry-retention.ts';

/**
 * Issue 30's sweep (listed in server/jobs/index.ts): every 15 minutes, a reservation's one reminder after 48 hours
 * without an answer, and guest details GUEST_DETAILS_KEPT_DAYS after the return deleted.
 */
export const RESERVATION_WATCH_QUEUE = 'reservation-watch';
export const RESERVATION_WATCH_CRON = '*/15 * * * *';

type ToSupplier = (em: EntityManager, reservationId: string, template: 'reminder', mail: { to: string; subject: string }) => Promise<unknown>;

export async function scheduleReservationWatch(boss: PgBoss): Promise<void> {
  const queue = { policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 } as const;
  if (!(await boss.getQueue(RESERVATION_WATCH_QUEUE)))
    await boss.createQueue(RESERVATION_WATCH_QUEUE, queue).catch(async (error: unknown) => {
      if (!(await boss.getQueue(RESERVATION_WATCH_QUEUE))) throw error;
    });
  await boss.schedule(RESERVATION_WATCH_QUEUE, RESERVATION_WATCH_CRON, null, { tz: 'UTC' });
}

/** One sweep: reminders claimed and their mails queued in one transaction. */
export async function watchReservations(orm: Orm, toSupplier: ToSupplier): Promise<{ reminded: number }> {
  return orm.em.fork().transactional(async (em) => {
    const due = await claimReminders(em);
    const { reservations } = createServices(em);
    for (const r of due) {
      await reservations.event(r.id, 'reminded', null, { to: r.email });
      await toSupplier(em, r.id, 'reminder', { to: r.email, subject: copy.subject.reminder(r.reference, r.booking_reference) });
    }
    return { reminded: due.length };
  });
}

/** Guest details GUEST_DETAILS_KEPT_DAYS after the return are deleted, with one audit entry that says how many (never whose). */
export async function deleteOldGuestDetails(orm: Orm, today: string): Promise<number> {
  return createServices(orm.em.fork()).transaction(async (tx) => {
    const rows = await tx.tripPacks.deleteGuestsReturnedBefore(today, GUEST_DETAILS_KEPT_DAYS);
    if (rows.length > 0) {
      tx.audit.record({ action: 'guest-details-deleted', kind: 'booking', recordType: 'TripGuests', label: `Guest details of ${rows.length} ${rows.length === 1 ? 'booking' : 'bookings'}, ${GUEST_DETAILS_KEPT_DAYS} days after the return`, actor: { id: null, username: 'retention' } });
    }
    return rows.length;
  });
}
