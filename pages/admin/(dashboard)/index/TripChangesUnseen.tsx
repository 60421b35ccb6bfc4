import { TRIP_CHANGE_SOON_DAYS, type UnacknowledgedTripChange } from '#lib/domain/booking/trip-change.ts';
import { formatDate } from '#lib/format.ts';

const copy = {
  heading: 'Changes the traveller has not seen',
  intro: `Mailed and shown at the top of the pack, not yet marked “Seen”: trips leaving within ${TRIP_CHANGE_SOON_DAYS} days first. A call may be kinder than another mail.`,
  departs: (date: string | null) => (date ? `departs ${formatDate(date)}` : 'no departure date'),
};

/** Issue 41 on the Overview: change entries no traveller acknowledged, trips leaving soon first (the repository's order). */
export function TripChangesUnseen({ changes }: { changes: UnacknowledgedTripChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="trip-changes-unseen-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="trip-changes-unseen-title" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{copy.intro}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {changes.map((change) => (
          <li key={change.id}>
            <a className="underline" href={`/admin/bookings/${change.bookingId}`}>
              {change.reference}
            </a>{' '}
            ({change.leadName}, {copy.departs(change.departureOn)}): {change.summary}
          </li>
        ))}
      </ul>
    </section>
  );
}
