import { useState } from 'react';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { Timeline } from '#components/admin/inquiries/Timeline.tsx';
import { Button } from '#components/ui/Button.tsx';
import { bookingPageContent } from './booking-page.content.ts';

const copy = bookingPageContent.conversation;
/** The conversation's latest entries shown at first: what was said last is what the next task answers. */
export const FOLDED_ENTRIES = 3;

/** The enquiry's timeline folded to its last three entries (issue 39), the rest a tap away; oldest first as on the desk. */
export function Conversation({ events }: { events: InquiryEventView[] }) {
  const [all, setAll] = useState(false);
  const folded = !all && events.length > FOLDED_ENTRIES;
  return (
    <div className="space-y-2">
      {events.length > FOLDED_ENTRIES && (
        <Button size="sm" variant="ghost" className="-ml-3" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? copy.showLatest : copy.showAll(events.length)}
        </Button>
      )}
      <Timeline events={folded ? events.slice(-FOLDED_ENTRIES) : events} />
    </div>
  );
}
