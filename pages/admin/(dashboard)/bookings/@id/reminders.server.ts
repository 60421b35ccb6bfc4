import type { Services } from '#server/services.ts';
import type { BalanceReminder } from '#components/admin/bookings/BookingReminders.tsx';

/** The queue and keys server/proposals/reminders.ts plans a booking's reminders under (decision 100). */
const QUEUE = 'booking-reminders';
const KINDS = ['balance-14d', 'balance-due'] as const;

const STATES: Record<string, BalanceReminder['state']> = { created: 'queued', retry: 'queued', active: 'queued', completed: 'done', failed: 'failed', cancelled: 'cancelled' };

/**
 * The booking's balance reminders as pg-boss holds them (one job per kind, keyed `<bookingId>:<kind>`), so
 * staff see that they are planned and when. Read here until the bookings repository returns them with the
 * booking (asked of the back end in issue 18's notes).
 */
export async function balanceReminders(services: Services, bookingId: string): Promise<BalanceReminder[]> {
  const rows = await services.em.getConnection().execute<{ singleton_key: string; state: string; start_after: Date }[]>(
    `select singleton_key, state, start_after from pgboss.job where name = ? and singleton_key in (?, ?) order by start_after`,
    [QUEUE, ...KINDS.map((kind) => `${bookingId}:${kind}`)],
  );
  return rows.map((row) => ({
    kind: row.singleton_key.endsWith(':balance-due') ? 'balance-due' : 'balance-14d',
    sendAt: new Date(row.start_after).toISOString(),
    state: STATES[row.state] ?? 'queued',
  }));
}
