import { formatDuration } from '#lib/format.ts';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';

/** The site promises a reply within 24 hours. */
const PROMISE_MS = 24 * 60 * 60 * 1000;

/**
 * How long an enquiry has waited for our answer (since it came in, or since the traveller's message
 * nobody has answered yet), urgent once the promise is broken. Measured against the server's `now`,
 * so the server's HTML and the hydrated page say the same.
 */
export function AgeBadge({ since, now }: { since: string; now: string }) {
  const age = Math.max(0, new Date(now).getTime() - new Date(since).getTime());
  const urgent = age > PROMISE_MS;
  return (
    <span
      data-urgent={urgent}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${urgent ? 'bg-red-700 text-white ring-red-700' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
    >
      {urgent && <span aria-hidden="true">!</span>}
      {copy.waiting(formatDuration(age))}
      {urgent && <span className="sr-only">, {copy.overdue}</span>}
    </span>
  );
}
