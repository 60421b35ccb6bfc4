import { ButtonLink } from '#components/ui/Button.tsx';
import type { DepartureManifest } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { departuresContent as copy } from '#components/admin/departures/departures.content.ts';
import { ManifestGuests } from '#components/admin/departures/ManifestGuests.tsx';
import { MANIFEST_CELL as CELL, ManifestTable } from '#components/admin/departures/ManifestTable.tsx';

const statusLabels = bookingsContent.status;

const LINK = 'font-semibold text-ochre-700 underline-offset-2 hover:underline';

/** Who travels on a departure, what each booking has paid, and the seats held and blocked (issue 26). */
export function DepartureManifestView({ manifest }: { manifest: DepartureManifest }) {
  const { departure, trip, bookings, holds } = manifest;
  const figures = [
    [copy.figures.seats, departure.seats],
    [copy.figures.booked, departure.booked],
    [copy.figures.held, departure.held],
    [copy.figures.blocked, departure.blockedSeats],
    [copy.figures.left, departure.seatsLeft],
  ] as const;
  return (
    <article aria-labelledby="departure-heading">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={`/admin/packages/${trip.id}`}>
        <span aria-hidden="true">←</span>
        {copy.back}
      </ButtonLink>
      <header className="mt-3 mb-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">{copy.eyebrow}</p>
        <h2 id="departure-heading" className="mt-1 text-2xl font-semibold sm:text-3xl">
          {trip.name}, <time dateTime={departure.date}>{formatDate(departure.date)}</time>
        </h2>
        {!trip.isActive && <p className="mt-1 text-sm text-stone-600">{copy.hidden}</p>}
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
            <dt className="text-xs uppercase tracking-wider text-stone-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <DeskPanel id="manifest-bookings" heading={copy.bookings}>
            {bookings.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{copy.noBookings}</p>
            ) : (
              <ManifestTable columns={Object.values(copy.columns)}>
                {bookings.map((b) => (
                  <tr key={b.id} className={b.status === 'cancelled' ? 'text-stone-500 line-through' : undefined}>
                    <th scope="row" className={CELL}>
                      <a className={`${LINK} font-mono`} href={`/admin/bookings/${b.id}`}>
                        {b.reference}
                      </a>
                    </th>
                    <td className={CELL}>{b.leadName}</td>
                    <td className={CELL}>{b.travellers.join(', ') || '—'}</td>
                    <td className={CELL}>{b.seats}</td>
                    <td className={CELL}>{copy.paidOf(formatMoney(b.paid, b.currency), formatMoney(b.total, b.currency))}</td>
                    <td className={CELL}>{b.status in statusLabels ? statusLabels[b.status as keyof typeof statusLabels] : copy.cancelled}</td>
                  </tr>
                ))}
              </ManifestTable>
            )}
          </DeskPanel>
          <ManifestGuests bookings={bookings} />
        </div>
        <div className="min-w-0 space-y-6">
          <DeskPanel id="manifest-holds" heading={copy.holds} intro={copy.holdsHint}>
            {holds.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{copy.noHolds}</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm">
                {holds.map((h) => (
                  <li key={h.proposalId}>
                    <a className={LINK} href={`/admin/inquiries/${h.inquiryId}`}>
                      {copy.hold(h.travellerName, h.version, h.seats, formatDate(h.validUntil))}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {departure.blockedSeats > 0 && <p className="mt-3 text-sm text-stone-700">{copy.blockedHint(departure.blockedSeats)}</p>}
          </DeskPanel>
        </div>
      </div>
    </article>
  );
}
