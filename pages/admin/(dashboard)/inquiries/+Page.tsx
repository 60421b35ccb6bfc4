import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { UnmatchedMail } from '#components/admin/mail/UnmatchedMail.tsx';
import { exportHref } from './desk-href.ts';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';
import { InquiryRow } from './InquiryRow.tsx';
import { InquirySearch } from './InquirySearch.tsx';
import { Pager } from './Pager.tsx';
import { StatusFilters } from './StatusFilters.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { buttonClasses } from '#components/ui/Button.tsx';
import type { Data } from './+data.ts';

/** The desk's list: status filters with counts, a search, the enquiries (50 a page) and the export. */
export default function Page() {
  const { items, total, totalCapped, counts, view, pageSize, now } = useData<Data>();
  const { site } = usePageContext();
  const { needsReply } = view;
  const filtered = view.status !== null || needsReply || view.q !== '';
  return (
    <section aria-labelledby="inquiries-heading">
      <PanelHeader id="inquiries-heading" title={needsReply ? copy.needsReplyTitle : copy.title} intro={`${needsReply ? copy.needsReplyIntro : copy.intro} ${copy.timeZoneNote(site.timeZone)}`}>
        <OwnerOnly route="inquiries.export">
          <a href={exportHref(view)} download className={buttonClasses('outline', 'md', 'text-bush-800')} title={copy.exportHint}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {copy.export}
          </a>
        </OwnerOnly>
      </PanelHeader>
      <UnmatchedMail />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <StatusFilters counts={counts} status={view.status} needsReply={needsReply} q={view.q} />
        <InquirySearch key={`${view.status}-${needsReply}-${view.q}`} status={view.status} needsReply={needsReply} q={view.q} />
      </div>
      {items.length === 0 ? (
        filtered ? <EmptyState title={copy.noMatch.title} text={copy.noMatch.text} /> : <EmptyState title={copy.empty.title} text={copy.empty.text} />
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <InquiryRow item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pager view={view} total={total} totalCapped={totalCapped} pageSize={pageSize} shown={items.length} />
    </section>
  );
}
