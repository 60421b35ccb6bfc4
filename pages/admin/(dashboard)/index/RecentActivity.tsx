import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { ActivityList } from '#components/admin/activity/ActivityList.tsx';
import { overviewContent as copy } from '#components/admin/admin.content.ts';

/** The Overview's latest entries of the audit log: who changed what, most recent first. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <section aria-labelledby="activity-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="activity-heading" className="text-2xl font-semibold">
          {copy.activityTitle}
        </h2>
        <a href="/admin/activity" className="text-sm font-semibold text-bush-800 underline-offset-4 hover:underline">
          {copy.activityAll}
        </a>
      </div>
      {entries.length === 0 ? <p className="mt-4 text-sm text-stone-600">{copy.activityEmpty}</p> : <div className="mt-2"><ActivityList entries={entries} /></div>}
    </section>
  );
}
