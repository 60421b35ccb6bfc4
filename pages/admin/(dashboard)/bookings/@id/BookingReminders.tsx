import type { BookingReminderView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';

const copy = bookingsContent.reminders;
const TONES = { planned: 'highlight', sent: 'success', skipped: 'muted', 'not planned': 'muted', stopped: 'muted' } as const satisfies Record<BookingReminderView['state'], string>;

/** The traveller's balance reminders: 14 days before the due date and on it, and where each stands; a cancelled booking lists only those sent. */
export function BookingReminders({ reminders, cancelled = false }: { reminders: BookingReminderView[]; cancelled?: boolean }) {
  return (
    <DeskPanel id="reminders" heading={copy.heading} intro={copy.intro}>
      {reminders.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{cancelled ? copy.noneCancelled : copy.none}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {reminders.map((reminder) => (
            <li key={reminder.kind} className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-bush-900">{copy.kind(reminder.kind)}</span>
              <time dateTime={reminder.on} className="text-stone-600">
                {formatDate(reminder.on)}
              </time>
              <Badge tone={TONES[reminder.state]}>{copy.states[reminder.state]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}
