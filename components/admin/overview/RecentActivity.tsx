import type { ActivityEntry, ActivityKind } from '#database/dashboard.dto.ts';
import { overviewContent as copy } from '../admin.content.ts';
import { packageInterestLabel } from '../inquiries/inquiry-labels.ts';
import { TimeAgo } from '../TimeAgo.tsx';

const ICON: Record<ActivityKind, { path: string; tone: string }> = {
  inquiry: { path: 'M4 6h16v12H4zM4 6l8 7 8-7', tone: 'bg-ochre-600/10 text-ochre-700' },
  'package-created': { path: 'M12 5v14M5 12h14', tone: 'bg-bush-800/10 text-bush-800' },
  'package-updated': { path: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4', tone: 'bg-bush-800/10 text-bush-800' },
  folder: { path: 'M3 6h6l2 2h10v10H3z', tone: 'bg-sand-200 text-bush-900' },
  gallery: { path: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5', tone: 'bg-sand-200 text-bush-900' },
  photo: { path: 'M4 7h3l2-2h6l2 2h3v12H4zM12 10a3 3 0 1 0 0 6 3 3 0 0 0 0-6', tone: 'bg-sand-200 text-bush-900' },
};

function detail(entry: ActivityEntry): string | null {
  if (entry.packageType) return packageInterestLabel(entry.packageType);
  return entry.inactive ? copy.inactive : null;
}

export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <section aria-labelledby="activity-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="activity-heading" className="text-2xl font-semibold">
        {copy.activityTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{copy.activityEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {entries.map((entry) => {
            const note = detail(entry);
            const subject = <span className="font-semibold break-words">{entry.subject}</span>;
            return (
              <li key={entry.id} className="flex items-start gap-3 py-3">
                <span className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${ICON[entry.kind].tone}`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d={ICON[entry.kind].path} />
                  </svg>
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-stone-800">
                    {copy.activity[entry.kind]}{' '}
                    {entry.href ? (
                      <a href={entry.href} className="text-bush-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">
                        {subject}
                      </a>
                    ) : (
                      subject
                    )}
                  </p>
                  <p className="mt-0.5 text-xs text-stone-600">
                    {note && <span>{note} · </span>}
                    <TimeAgo iso={entry.at} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
