import { Button } from '#components/ui/Button.tsx';
import type { InquiryRecord } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PanelHeader } from '../PanelHeader.tsx';
import { Spinner } from '../Spinner.tsx';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { InquiryCard } from './InquiryCard.tsx';
import { inquiriesContent as copy } from './inquiries.content.ts';

/** The inquiries travellers sent, newest first, as the dashboard's server data holds them. */
export function InquiriesPanel({ inquiries, total }: { inquiries: InquiryRecord[]; total: number }) {
  const { refresh, refreshing } = useDashboardRefresh();
  return (
    <section aria-labelledby="inquiries-heading">
      <PanelHeader id="inquiries-heading" title={copy.title} intro={copy.intro}>
        {refreshing && <Spinner label={copy.refreshing} />}
        <Button variant="outline" className="text-bush-800" onClick={() => void refresh()} disabled={refreshing}>
          {copy.refresh}
        </Button>
      </PanelHeader>
      {total > inquiries.length && <p className="mb-4 text-sm text-stone-600">{copy.showing(inquiries.length, total)}</p>}
      {inquiries.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text} />
      ) : (
        <ul className="space-y-4">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
