import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { TimeAgo } from '../TimeAgo.tsx';
import { actorWords, cascadeNote, changedFields, describeActivity, whereFrom } from './activity-text.ts';
import { activityContent } from './activity.content.ts';

const copy = activityContent.sentence;

/** Audit entries, newest first: who did what to which record, when (and, in full, where a sign-in came from). */
export function ActivityList({ entries, showAddress = false }: { entries: ActivityEntry[]; showAddress?: boolean }) {
  return (
    <ul className="divide-y divide-sand-200">
      {entries.map((entry) => {
        const fields = changedFields(entry);
        const cascade = cascadeNote(entry);
        const failed = entry.action === 'sign-in-failed';
        const from = showAddress ? whereFrom(entry) : null;
        const actor = actorWords(entry);
        return (
          <li key={entry.id} className="flex items-start gap-3 py-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold uppercase ${failed ? 'bg-red-50 text-red-800' : 'bg-sand-200 text-bush-900'}`}
            >
              {actor.slice(0, 1)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-stone-800">
                <span className="font-semibold">{actor}</span> {describeActivity(entry)}
              </p>
              <p className="mt-0.5 text-xs text-stone-600">
                <TimeAgo iso={entry.at} />
                {fields.length > 0 && <span> · {copy.changed(fields)}</span>}
                {cascade && <span> · {cascade}</span>}
                {from && <span> · {from}</span>}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
