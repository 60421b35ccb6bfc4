import type { TripDeparture } from '#lib/domain/catalogue/catalogue.types.ts';
import { compareDates } from '#lib/domain/dates.ts';
import { formatDate } from '#lib/format.ts';
import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { useTripCopy } from './trip.copy.ts';

const CELL = 'px-4 py-3 sm:px-6';

/** Fixed group departures with the seats still free; a trip without any runs privately on any date. */
export function TripDepartures({ departures, today }: { departures: TripDeparture[]; today: string }) {
  const copy = useTripCopy();
  // Dates already gone are not offered (the cached page keeps them until the next content change at most).
  const upcoming = departures.filter((departure) => departure.date >= today).sort((a, b) => compareDates(a.date, b.date));
  if (departures.length === 0) {
    return (
      <div className="mx-auto flex max-w-3xl gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
        <ActivityIcon name="calendar" className="mt-1 h-7 w-7 shrink-0 text-ochre-700" />
        <div>
          <h3 className="text-xl font-semibold">{copy.privateTitle}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{copy.privateText}</p>
        </div>
      </div>
    );
  }
  if (upcoming.length === 0) return <p className="mx-auto max-w-3xl rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-sand-200">{copy.noUpcoming}</p>;
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <table className="w-full text-left">
        <caption className="sr-only">{copy.departuresCaption}</caption>
        <thead className="bg-sand-100 text-xs uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className={CELL}>
              {copy.dateColumn}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {copy.seatsColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {upcoming.map((departure) => {
            // Counted by the server (issue 26): bookings, seats held by proposals sent, and seats blocked.
            const left = departure.seatsLeft;
            return (
              <tr key={departure.id}>
                <th scope="row" className={`${CELL} font-semibold text-bush-900`}>
                  <time dateTime={departure.date}>{formatDate(departure.date, copy.locale)}</time>
                </th>
                <td className={`${CELL} text-right font-semibold ${left === 0 ? 'text-stone-500' : 'text-bush-800'}`}>
                  {departure.heldForOthers ? (
                    // Held by a proposal sent to someone else (issue 39, R10): it may free; the form below takes a place on its waitlist.
                    <>
                      {copy.heldForOthers}
                      <a href="#contact" className="mt-1 block text-sm font-normal text-bush-800 underline underline-offset-2">
                        {copy.joinWaitlist}
                      </a>
                    </>
                  ) : (
                    copy.seatsLeft(left)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
