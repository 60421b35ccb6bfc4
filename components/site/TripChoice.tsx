import type { ChangeEvent } from 'react';
import { formatDate } from '#lib/format.ts';
import { SelectField } from '#components/ui/Field.tsx';
import { namedTripContent as copy } from './inquiry.content.ts';
import type { InquiryTrip, NamedTrip } from './inquiry-trips.ts';

interface TripChoiceProps extends NamedTrip {
  /** The form's `packageId` field. */
  field: { name: string; value: string; error?: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };
  /** Called with the trip the traveller picks (or null for none), after the field has taken it. */
  onChoose?: (trip: InquiryTrip | null) => void;
  /** The choice's words in the page's language (issue 42); English where not given. */
  words?: Pick<typeof copy, 'tripChoice' | 'tripChoiceHint' | 'noParticularTrip'>;
}

/**
 * The trip an enquiry is about: on a trip's own page it is named, not chosen; on a place's page the
 * traveller may pick one of the trips that visit it, or none. Nothing when there is neither.
 */
export function TripChoice({ trip, about, field, onChoose, words = copy }: TripChoiceProps) {
  if (trip) {
    return (
      <p className="rounded-xl border border-ochre-400/50 bg-sand-100 px-4 py-3 text-sm text-bush-900">
        {copy.tripNote} <strong className="font-semibold">{trip.name}</strong>
      </p>
    );
  }
  if (!about || about.trips.length === 0) return null;
  const options = about.trips.map((choice) => ({ value: choice.id, label: choice.name }));
  return (
    <SelectField
      label={words.tripChoice}
      hint={words.tripChoiceHint}
      options={options}
      placeholder={words.noParticularTrip}
      {...field}
      onChange={(event) => {
        field.onChange(event);
        onChoose?.(about.trips.find((choice) => choice.id === event.target.value) ?? null);
      }}
    />
  );
}

/** A trip's fixed departures (issue 29): the chosen one reaches the desk and the proposal; a full one is shown, disabled. */
export function DepartureChoice({ departures, field }: { departures: NonNullable<InquiryTrip['departures']>; field: TripChoiceProps['field'] }) {
  // A departure whose last seats are held for others stays open: choosing it joins its waitlist (issue 39, R10).
  const options = departures.map((d) => ({
    value: d.id,
    label: d.seatsLeft <= 0 && d.heldForOthers ? copy.departureWaitlist(formatDate(d.date)) : copy.departureOption(formatDate(d.date), d.seatsLeft),
    disabled: d.seatsLeft <= 0 && !d.heldForOthers,
  }));
  return <SelectField label={copy.departure} hint={copy.departureHint} options={options} placeholder={copy.noDeparture} {...field} />;
}
