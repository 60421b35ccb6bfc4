import { usePageContext } from 'vike-react/usePageContext';
import { inboundContent } from '#components/admin/mail/inbound.content.ts';
import type { HeldMailSummary } from '#lib/domain/enquiry/enquiry.types.ts';
import { formatDateTime } from '#lib/format.ts';
import { inquiryReference } from '#lib/domain/enquiry/inquiry-reference.ts';

const copy = inboundContent.held;

/** Held mail waiting for staff to accept or discard it (decision 136); nothing while there is none. */
export function HeldMail({ held }: { held: { total: number; items: HeldMailSummary[] } }) {
  const { site } = usePageContext();
  if (held.items.length === 0) return null;
  return (
    <section aria-labelledby="held-mail-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-ochre-400 sm:p-6">
      <h2 id="held-mail-heading" className="text-2xl font-semibold text-ochre-700">
        {copy.overview.heading}
      </h2>
      <p className="mt-3 text-sm text-stone-600">{copy.overview.intro}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {held.items.map((item) => (
          <li key={`${item.inquiryId}-${item.at}`} className="break-words">
            <a href={`/admin/inquiries/${item.inquiryId}`} className="text-bush-900 underline underline-offset-2">
              {copy.overview.item(item.sender ?? copy.unknownSender, item.name, inquiryReference(item.reference))}
            </a>{' '}
            <time dateTime={item.at} className="text-stone-600">
              {formatDateTime(item.at, site.timeZone)}
            </time>
          </li>
        ))}
      </ul>
      {held.total > held.items.length && <p className="mt-2 text-sm text-stone-600">{copy.overview.more(held.total - held.items.length)}</p>}
    </section>
  );
}
