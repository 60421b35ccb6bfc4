import { Button } from '#components/ui/Button.tsx';
import { EmptyRows, ListError } from '../trips/RowFrame.tsx';
import type { ProposalForm } from './proposal-form.ts';
import { proposalsContent } from './proposals.content.ts';

const copy = proposalsContent.editor.stops;

/** The stops copied from the trip, in order; one can be left out of this traveller's proposal. */
export function StopsList({ form, disabled }: { form: ProposalForm; disabled: boolean }) {
  const stops = form.values.stops;
  return (
    <div>
      <ListError message={form.errors.stops} />
      {stops.length === 0 ? (
        <EmptyRows>{copy.empty}</EmptyRows>
      ) : (
        <ol className="divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
          {stops.map((stop, index) => (
            <li key={`${index}-${stop.placeName}`} className="flex items-center gap-3 px-4 py-3">
              <span aria-hidden="true" className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-bush-800 text-xs font-bold text-white">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-bush-900">{stop.title}</p>
                <p className="text-sm text-stone-600">
                  {stop.placeName} · {copy.nights(stop.nights)}
                  {stop.lodge ? ` · ${stop.lodge}` : ''}
                </p>
              </div>
              {!disabled && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700"
                  onClick={() => {
                    form.setValue('stops', stops.filter((_, i) => i !== index));
                    form.clearErrors('stops');
                  }}
                >
                  {copy.remove}
                  <span className="sr-only"> {copy.stop(index + 1)}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
