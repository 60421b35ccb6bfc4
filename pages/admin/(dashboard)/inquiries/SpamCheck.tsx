import type { SpamFlag } from '#lib/domain/enquiry/enquiry.types.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { spamCheckContent as copy } from './spam-check.content.ts';

/** The mark on an enquiry the spam checks flagged (the list shows the reason below it, the page in its note). */
export function SpamCheckBadge({ flag }: { flag: SpamFlag | null }) {
  if (!flag) return null;
  return <Badge tone={flag === 'possible' ? 'warning' : 'muted'}>{copy.badge[flag]}</Badge>;
}

/** The enquiry page's explanation: why the checks marked it and what that meant for its mails. */
export function SpamCheckNote({ flag, reason }: { flag: SpamFlag | null; reason: string | null }) {
  if (!flag) return null;
  return (
    <section aria-labelledby="spam-check-heading" className="mb-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <h3 id="spam-check-heading" className="font-semibold">
        {copy.heading[flag]}
      </h3>
      {reason && <p className="mt-1">{reason}</p>}
      <p className="mt-1">{copy.after[flag]}</p>
    </section>
  );
}
