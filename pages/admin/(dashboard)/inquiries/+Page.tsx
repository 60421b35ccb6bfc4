import { useData } from 'vike-react/useData';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { InquiryCard } from '#components/admin/inquiries/InquiryCard.tsx';
import { inquiriesContent as copy } from '#components/admin/inquiries/inquiries.content.ts';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { items, total } = useData<Data>();
  return (
    <section aria-labelledby="inquiries-heading">
      <PanelHeader id="inquiries-heading" title={copy.title} intro={copy.intro} />
      {total > items.length && <p className="mb-4 text-sm text-stone-600">{copy.showing(items.length, total)}</p>}
      {items.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text} />
      ) : (
        <ul className="space-y-4">
          {items.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
