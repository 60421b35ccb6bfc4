import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '#lib/format.ts';
import { Badge } from '../Badge.tsx';
import { DeskPanel } from '../inquiries/DeskPanel.tsx';
import { bookingsContent } from './bookings.content.ts';

export interface BalanceReminder {
  kind: 'balance-14d' | 'balance-due';
  /** When the job may run (08:00 in SITE_TIMEZONE on its day). */
  sendAt: string;
  state: 'queued' | 'done' | 'failed' | 'cancelled';
}

const copy = bookingsContent.reminders;
const TONES = { queued: 'highlight', done: 'success', failed: 'warning', cancelled: 'muted' } as const;

/** The traveller's balance reminders: 14 days before the due date and on it, and where each stands. */
export function BookingReminders({ reminders }: { reminders: BalanceReminder[] }) {
  const { site } = usePageContext();
  return (
    <DeskPanel id="reminders" heading={copy.heading} intro={copy.intro}>
      {reminders.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{copy.none}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {reminders.map((reminder) => (
            <li key={reminder.kind} className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-bush-900">{copy.kinds[reminder.kind]}</span>
              <time dateTime={reminder.sendAt} className="text-stone-600">
                {formatDateTime(reminder.sendAt, site.timeZone)}
              </time>
              <Badge tone={TONES[reminder.state]}>{copy.states[reminder.state]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}
