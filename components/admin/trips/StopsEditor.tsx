import { useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField } from '#components/ui/Field.tsx';
import { MAX_STOPS } from '#lib/domain/catalogue/trip.schema.ts';
import { itineraryDays } from '#lib/domain/catalogue/itinerary-days.ts';
import { EmptyRows, ListError } from './RowFrame.tsx';
import { StopCard, stopName } from './StopCard.tsx';
import { emptyStop, numberFrom, type StopValues } from './trip-form.ts';
import { tripsContent } from './trips.content.ts';
import { usePointerReorder } from './use-pointer-reorder.ts';
import type { Rows } from './use-rows.ts';

const copy = tripsContent.stop;

/**
 * An itinerary: stops in order, added, removed and moved by drag or by their buttons, each move announced.
 * The trip editor's (`itinerary`) and the proposal editor's (`stops`, one traveller's copy) alike.
 */
export function StopsEditor({ stops, suppliers }: { stops: Rows<StopValues>; suppliers?: readonly { id: string; name: string }[] }) {
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: -1 | 1 } | null>(null);
  const [added, setAdded] = useState(false);
  const [compactChosen, setCompact] = useState(false);
  // A stop with a message is never folded away: its field must be there to show it and take focus.
  const compact = compactChosen && !stops.hasRowErrors;
  // Each stop is labelled with its day as the trip page numbers it (a 0-night stop shares the next stop's day).
  // A half-typed nights value counts as 0 so the labels stay readable while staff type.
  const nights = stops.rows.map((stop) => ({ title: '', nights: Math.max(0, Math.trunc(numberFrom(stop.nights) ?? 0)) || 0 }));
  const labels = itineraryDays(nights).flatMap((day) => day.stops.map(() => day.label));

  function move(from: number, to: number) {
    const stop = stops.rows[from]!;
    stops.move(from, to);
    setAnnouncement(copy.moved(stopName(stop, to), to + 1, stops.rows.length));
  }

  const { listRef, drag, handle } = usePointerReorder(move);

  // A stop moved by its button keeps the keyboard on that button, or on its other one at the list's end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, direction } = focusAfterMove;
    const same = buttons.current.get(`${key}:${direction}`);
    const other = buttons.current.get(`${key}:${-direction}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  // A new stop is typed into at once.
  useEffect(() => {
    if (!added) return;
    listRef.current?.lastElementChild?.querySelector<HTMLInputElement>('input')?.focus();
    setAdded(false);
  }, [added]);

  return (
    <div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <ListError message={stops.listError} />
      {stops.rows.length > 1 && (
        <div className="mb-3">
          <CheckboxField label={copy.compact} aria-describedby="compact-hint" checked={compactChosen} onChange={(event) => setCompact(event.target.checked)} />
          <p id="compact-hint" className="mt-0.5 ml-6 text-xs text-stone-600">
            {copy.compactHint}
          </p>
        </div>
      )}
      {stops.rows.length === 0 ? (
        <EmptyRows>{copy.empty}</EmptyRows>
      ) : (
        <ol ref={listRef} className="space-y-4">
          {stops.rows.map((stop, index) => (
            <li
              key={stop.key}
              className={[
                'rounded-2xl transition-shadow',
                drag?.from === index ? 'opacity-60 outline-2 outline-offset-2 outline-dashed outline-ochre-500' : '',
                drag && drag.from !== drag.to && drag.to === index ? (drag.to < drag.from ? 'shadow-[0_-6px_0_0_var(--color-ochre-500)]' : 'shadow-[0_6px_0_0_var(--color-ochre-500)]') : '',
              ].join(' ')}
            >
              <StopCard
                stop={stop}
                index={index}
                count={stops.rows.length}
                dayLabel={labels[index]!}
                compact={compact}
                error={(key, rowField) => stops.error(index, key, rowField)}
                onChange={(patch) => stops.update(index, patch)}
                onMove={(direction) => {
                  move(index, index + direction);
                  setFocusAfterMove({ key: stop.key, direction });
                }}
                onRemove={() => {
                  stops.remove(index);
                  setAnnouncement(copy.removed(stopName(stop, index)));
                }}
                handle={handle(index)}
                suppliers={suppliers}
                buttonRef={(direction, element) => {
                  const id = `${stop.key}:${direction}`;
                  if (element) buttons.current.set(id, element);
                  else buttons.current.delete(id);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        className="mt-4 text-bush-800"
        disabled={stops.rows.length >= MAX_STOPS}
        onClick={() => {
          stops.add(emptyStop());
          setCompact(false);
          setAnnouncement(copy.added(stops.rows.length + 1));
          setAdded(true);
        }}
      >
        <span aria-hidden="true">+</span>
        {copy.add}
      </Button>
    </div>
  );
}
