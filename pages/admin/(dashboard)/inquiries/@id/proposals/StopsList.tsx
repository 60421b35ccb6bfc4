import { StopsEditor } from '#components/admin/trips/StopsEditor.tsx';
import { EmptyRows } from '#components/admin/trips/RowFrame.tsx';
import { useRows } from '#components/admin/trips/use-rows.ts';
import type { ProposalForm } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.stops;

/**
 * This traveller's itinerary: copied from the trip, then edited, added to, removed from and reordered with
 * the trip editor's own stop cards (the trip itself is left as it is). An accepted or replaced version is
 * shown read-only.
 */
export function StopsList({ form, disabled }: { form: ProposalForm; disabled: boolean }) {
  const stops = useRows(form, 'stops');
  if (!disabled) return <StopsEditor stops={stops} />;
  if (stops.rows.length === 0) return <EmptyRows>{copy.empty}</EmptyRows>;
  return (
    <ol className="divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {stops.rows.map((stop, index) => (
        <li key={stop.key} className="flex items-center gap-3 px-4 py-3">
          <span aria-hidden="true" className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-bush-800 text-xs font-bold text-white">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-bush-900">{stop.title}</p>
            <p className="text-sm text-stone-600">
              {stop.placeName} · {copy.nights(Number(stop.nights))}
              {stop.lodge ? ` · ${stop.lodge}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
