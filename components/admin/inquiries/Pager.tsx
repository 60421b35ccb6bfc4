import { buttonClasses } from '#components/ui/Button.tsx';
import { deskHref, type DeskView } from './desk-href.ts';
import { inquiriesContent as copy } from './inquiries.content.ts';

/** "Showing 51–100 of 230" with links to the pages either side. */
export function Pager({ view, total, pageSize, shown }: { view: DeskView; total: number; pageSize: number; shown: number }) {
  if (total === 0) return null;
  const from = (view.page - 1) * pageSize + 1;
  const to = from + shown - 1;
  const hasPrevious = view.page > 1;
  const hasNext = to < total;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">{copy.showing(from, to, total)}</p>
      <div className="flex gap-2">
        {hasPrevious && (
          <a href={deskHref({ ...view, page: view.page - 1 })} className={buttonClasses('outline', 'sm', 'text-bush-800')}>
            <span aria-hidden="true">←</span> {copy.previous}
          </a>
        )}
        {hasNext && (
          <a href={deskHref({ ...view, page: view.page + 1 })} className={buttonClasses('outline', 'sm', 'text-bush-800')}>
            {copy.next} <span aria-hidden="true">→</span>
          </a>
        )}
      </div>
    </nav>
  );
}
