import { Button } from '#components/ui/Button.tsx';
import { SelectField } from '#components/ui/Field.tsx';
import type { ActivityPage } from '#lib/domain/staff/staff.types.ts';
import { AUDIT_KINDS } from '#lib/domain/staff/activity.schema.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { Pager } from '#components/admin/Pager.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { ActivityList } from '#components/admin/activity/ActivityList.tsx';
import { activityContent as copy } from '#components/admin/activity/activity.content.ts';

interface ActivitySectionProps {
  page: ActivityPage;
  filters: { actor: string; kind: string; offset: number };
  people: { id: string; username: string }[];
  pageSize: number;
}

const href = (filters: { actor: string; kind: string }, offset: number) => {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.kind) params.set('kind', filters.kind);
  if (offset > 0) params.set('offset', String(offset));
  const query = params.toString();
  return `/admin/activity${query ? `?${query}` : ''}`;
};

/** Everything staff did, newest first, filtered by person and kind; a plain GET form, so filters live in the URL. */
export function ActivitySection({ page, filters, people, pageSize }: ActivitySectionProps) {
  const { items, total } = page;
  const first = total === 0 ? 0 : filters.offset + 1;
  const last = filters.offset + items.length;
  return (
    <section aria-labelledby="activity-page-heading">
      <PanelHeader id="activity-page-heading" title={copy.title} intro={copy.intro} />
      <form method="get" action="/admin/activity" className="mb-6 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField label={copy.person} name="actor" defaultValue={filters.actor} placeholder={copy.everyone} options={people.map((p) => ({ value: p.id, label: p.username }))} />
        <SelectField label={copy.kind} name="kind" defaultValue={filters.kind} placeholder={copy.everything} options={AUDIT_KINDS.map((k) => ({ value: k, label: copy.kindLabels[k] ?? k }))} />
        <Button type="submit">{copy.filter}</Button>
      </form>
      {items.length === 0 ? (
        <EmptyState title={copy.emptyTitle} text={copy.emptyText} />
      ) : (
        <div className="rounded-2xl bg-white px-5 ring-1 ring-sand-200">
          <ActivityList entries={items} showAddress />
        </div>
      )}
      <Pager
        label={copy.pagesLabel}
        summary={total === 0 ? copy.noEntries : copy.showing(first, last, total)}
        previous={filters.offset > 0 ? { href: href(filters, Math.max(0, filters.offset - pageSize)), label: copy.newer } : undefined}
        next={last < total ? { href: href(filters, filters.offset + pageSize), label: copy.older } : undefined}
      />
    </section>
  );
}
