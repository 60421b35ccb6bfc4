import { formatCount } from '#lib/format.ts';
import { Pager as AdminPager } from '#components/admin/Pager.tsx';
import { deskHref, type DeskView } from './desk-href.ts';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';

/**
 * The desk's pages: "Showing 51–100 of 230", keeping the filter and search in its links. Past its cap (COUNT_CAP,
 * or SEARCH_COUNT_CAP for a text search) the total is the cap + 1, reads "10,000+" or "1,000+", and a full page
 * always has a next one (issue 20, decision 147).
 */
export function Pager({ view, total, totalCapped, pageSize, shown }: { view: DeskView; total: number; totalCapped: boolean; pageSize: number; shown: number }) {
  if (total === 0) return null;
  const from = (view.page - 1) * pageSize + 1;
  const to = from + shown - 1;
  return (
    <AdminPager
      label={copy.pagination}
      summary={copy.showing(from, to, formatCount(total, totalCapped ? total - 1 : total))}
      previous={view.page > 1 ? { href: deskHref({ ...view, page: view.page - 1 }), label: copy.previous } : undefined}
      next={to < total || (totalCapped && shown === pageSize) ? { href: deskHref({ ...view, page: view.page + 1 }), label: copy.next } : undefined}
    />
  );
}
