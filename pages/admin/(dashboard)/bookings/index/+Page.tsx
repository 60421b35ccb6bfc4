import { useData } from 'vike-react/useData';
import { BookingFilters } from './BookingFilters.tsx';
import { bookingsHref } from './bookings-href.ts';
import { bookingsContent as copy } from '#components/admin/bookings/bookings.content.ts';
import { BookingsTable } from './BookingsTable.tsx';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { Pager } from '#components/admin/Pager.tsx';
import type { Data } from './+data.ts';

/** Every booking, the next payment due first, filtered by status, 50 a page. */
export default function Page() {
  const { items, holds, total, view, pageSize } = useData<Data>();
  const from = (view.page - 1) * pageSize + 1;
  const to = from + items.length - 1;
  return (
    <section aria-labelledby="bookings-heading">
      <PanelHeader id="bookings-heading" title={copy.title} intro={copy.intro} />
      <BookingFilters status={view.status} />
      {items.length === 0 ? (
        view.status ? <EmptyState title={copy.noMatch.title} text={copy.noMatch.text} /> : <EmptyState title={copy.empty.title} text={copy.empty.text} />
      ) : (
        <BookingsTable items={items} holds={holds} />
      )}
      {total > 0 && (
        <Pager
          label={copy.pagination}
          summary={copy.showing(from, to, total)}
          previous={view.page > 1 ? { href: bookingsHref({ ...view, page: view.page - 1 }), label: copy.previous } : undefined}
          next={to < total ? { href: bookingsHref({ ...view, page: view.page + 1 }), label: copy.next } : undefined}
        />
      )}
    </section>
  );
}
