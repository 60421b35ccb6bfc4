import type { PointerEventHandler } from 'react';
import { Button, buttonClasses } from '#components/ui/Button.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { MEALS } from '#lib/domain/catalogue/trip.schema.ts';
import { MEAL_PLANS } from '#lib/domain/costing/costing.types.ts';
import { badRoomLine, toggleMeal, type StopValues } from './trip-form.ts';
import { tripsContent } from './trips.content.ts';

const copy = tripsContent.stop;
const MOVE = buttonClasses('outline', 'sm', 'text-bush-800');

export interface StopCardProps {
  stop: StopValues;
  index: number;
  count: number;
  /** "Day 1", "Days 2-4": computed from the nights of this stop and those before it. */
  dayLabel: string;
  error: (key: keyof StopValues & string, rowField?: boolean) => string | undefined;
  onChange: (patch: Partial<StopValues>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** Pointer handlers for the drag handle (mouse, pen and touch alike). */
  handle: Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', PointerEventHandler<HTMLElement>>;
  /** Only the title row and a one-line summary: the whole itinerary fits the screen for reordering. */
  compact: boolean;
  /** The move buttons, so focus can follow a stop the keyboard moved. */
  buttonRef: (direction: -1 | 1, element: HTMLButtonElement | null) => void;
  /** The suppliers a stop can be priced from (the trip editor's, issue 40); without them the rate fields stay hidden. */
  suppliers?: readonly { id: string; name: string }[];
}

/** The name staff gave a stop, or its number while it has none: what the buttons and announcements say. */
export const stopName = (stop: StopValues, index: number) => stop.title.trim() || copy.heading(index + 1);

/** One stop of the itinerary: its day label, the handle and buttons that move it, and its fields. */
export function StopCard({ stop, index, count, dayLabel, compact, error, onChange, onMove, onRemove, handle, buttonRef, suppliers }: StopCardProps) {
  const name = stopName(stop, index);
  const headingId = `stop-${stop.key}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          title={copy.dragHandle}
          className="-m-1 flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 hover:bg-sand-100 active:cursor-grabbing"
          {...handle}
        >
          <svg viewBox="0 0 12 20" className="h-5 w-3" fill="currentColor">
            {[3, 10, 17].flatMap((y) => [<circle key={`a${y}`} cx="3" cy={y} r="1.6" />, <circle key={`b${y}`} cx="9" cy={y} r="1.6" />])}
          </svg>
        </span>
        <span className="rounded-full bg-bush-800 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sand-50">{dayLabel}</span>
        {/* On a phone: handle, day and Remove on one row, the title below, then the move buttons. */}
        <h4 id={headingId} className="order-1 min-w-0 basis-full text-base font-semibold break-words sm:order-none sm:flex-1 sm:basis-auto">
          {copy.heading(index + 1)}
          {stop.title.trim() && <span className="font-normal text-stone-600">: {stop.title.trim()}</span>}
        </h4>
        <div className="order-2 flex w-full flex-wrap gap-2 sm:order-none sm:w-auto">
          {/* Plain buttons: the shared Button does not pass a ref on, and focus must follow the moved stop. */}
          <button type="button" className={MOVE} disabled={index === 0} onClick={() => onMove(-1)} ref={(el) => buttonRef(-1, el)}>
            <span aria-hidden="true">↑</span> {copy.moveUp}
            <span className="sr-only"> {name}</span>
          </button>
          <button type="button" className={MOVE} disabled={index === count - 1} onClick={() => onMove(1)} ref={(el) => buttonRef(1, el)}>
            <span aria-hidden="true">↓</span> {copy.moveDown}
            <span className="sr-only"> {name}</span>
          </button>
        </div>
        <Button variant="ghost" size="sm" className="ml-auto text-red-700 sm:ml-0" onClick={onRemove}>
          {copy.remove}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      {compact ? (
        <p className="mt-2 text-sm text-stone-600">{copy.summary(stop.placeName.trim(), stop.nights.trim(), stop.lodge.trim())}</p>
      ) : (
        <StopFields stop={stop} error={error} onChange={onChange} suppliers={suppliers} />
      )}
    </section>
  );
}

type FieldsProps = Pick<StopCardProps, 'stop' | 'error' | 'onChange' | 'suppliers'>;

/** Where a stop's nights are priced from (issue 40): its supplier, its park and the rooms it is sold in. */
function RateFields({ stop, error, onChange, suppliers }: FieldsProps & { suppliers: NonNullable<FieldsProps['suppliers']> }) {
  const badLine = badRoomLine(stop.rooms, MEAL_PLANS);
  const roomsError = error('rooms') ?? (badLine ? copy.roomsBadLine(badLine) : undefined);
  return (
    <>
      <div className="col-span-2">
        <SelectField
          label={copy.supplier}
          value={stop.supplierId ?? ''}
          placeholder={copy.noSupplier}
          options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
          error={error('supplierId')}
          onChange={(event) => onChange({ supplierId: event.target.value || undefined })}
        />
      </div>
      <div className="col-span-2">
        <TextField label={copy.parkId} hint={copy.parkIdHint} value={stop.parkId} error={error('parkId')} onChange={(event) => onChange({ parkId: event.target.value })} />
      </div>
      <div className="col-span-2 lg:col-span-4">
        <TextareaField label={copy.rooms} hint={copy.roomsHint} rows={2} value={stop.rooms} error={roomsError} onChange={(event) => onChange({ rooms: event.target.value })} />
      </div>
    </>
  );
}

function StopFields({ stop, error, onChange, suppliers }: FieldsProps) {
  const text = (key: 'title' | 'description' | 'nights' | 'placeName' | 'lat' | 'lng' | 'lodge' | 'lodgeUrl' | 'activities') => ({
    value: stop[key],
    error: error(key, key === 'title'),
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <>
      {/* Two columns on a phone (the coordinates side by side), four on a wide screen. */}
      <div className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-3">
          <TextField label={copy.title} {...text('title')} />
        </div>
        <TextField label={copy.nights} hint={copy.nightsHint} type="number" min={0} max={30} step={1} inputMode="numeric" {...text('nights')} />
        <div className="col-span-2">
          <TextField label={copy.placeName} {...text('placeName')} />
        </div>
        <TextField label={copy.lat} hint={copy.latHint} type="text" inputMode="decimal" {...text('lat')} />
        <TextField label={copy.lng} hint={copy.lngHint} type="text" inputMode="decimal" {...text('lng')} />
        <div className="col-span-2">
          <TextField label={copy.lodge} {...text('lodge')} />
        </div>
        <div className="col-span-2">
          <TextField label={copy.lodgeUrl} type="url" inputMode="url" {...text('lodgeUrl')} />
        </div>
        {suppliers && <RateFields stop={stop} error={error} onChange={onChange} suppliers={suppliers} />}
        <div className="col-span-2">
          <TextareaField label={copy.description} rows={3} {...text('description')} />
        </div>
        <div className="col-span-2">
          <TextareaField label={copy.activities} rows={3} {...text('activities')} />
        </div>
        <fieldset className="col-span-2 lg:col-span-4">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{copy.meals}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {MEALS.map((meal) => (
              <CheckboxField
                key={meal}
                label={copy.mealNames[meal]}
                checked={stop.meals.includes(meal)}
                onChange={(event) => onChange({ meals: toggleMeal(stop.meals, meal, event.target.checked) })}
              />
            ))}
          </div>
          {error('meals') && <p className="mt-1 text-sm text-red-700">{error('meals')}</p>}
        </fieldset>
      </div>
    </>
  );
}
