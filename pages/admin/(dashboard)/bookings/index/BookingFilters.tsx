import type { BookingStatus } from '#lib/domain/booking/booking.schema.ts';
import { BOOKING_STATUSES } from '#lib/domain/booking/booking.schema.ts';
import { bookingsHref } from './bookings-href.ts';
import { bookingsContent as copy } from '#components/admin/bookings/bookings.content.ts';

/** One link per status; the current filter is marked (the look of the desk's filters). */
export function BookingFilters({ status }: { status: BookingStatus | null }) {
  const filters = [{ value: null, label: copy.all }, ...BOOKING_STATUSES.map((value) => ({ value, label: copy.status[value] }))];
  return (
    <nav aria-label={copy.filtersLabel} className="mb-6">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {filters.map((filter) => {
          const current = filter.value === status;
          return (
            <li key={filter.label} className="shrink-0">
              <a
                href={bookingsHref({ status: filter.value, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 ${
                  current ? 'bg-bush-900 text-white ring-bush-900' : 'bg-white text-bush-900 ring-sand-300 hover:bg-sand-100'
                }`}
              >
                {filter.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
