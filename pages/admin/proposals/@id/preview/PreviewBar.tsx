import { api } from '#lib/api-client.browser.ts';
import { proposalEditorHref } from '#components/admin/proposals/proposal-hrefs.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.preview;

/**
 * The marker over a draft's preview (issue 29): a bar above the site's header, and a badge that stays in a corner
 * while scrolling, so no glance or screenshot takes the preview for the page the traveller was sent.
 */
export function PreviewBar({ proposalId, inquiryId, version, travellerName }: { proposalId: string; inquiryId: string; version: number; travellerName: string }) {
  const link = 'font-semibold text-white underline underline-offset-2 hover:text-amber-100';
  return (
    <aside aria-label={copy.marker} className="border-b-4 border-amber-400 bg-bush-900 px-4 py-3 text-sm text-white sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2">
        <p className="rounded-full bg-amber-400 px-3 py-1 text-sm font-bold tracking-wide text-bush-900 uppercase">{copy.marker}</p>
        <p className="min-w-0 flex-1 basis-64">{copy.detail(version, travellerName)}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={proposalEditorHref(inquiryId, proposalId)} className={link}>
            {copy.back}
          </a>
          <a href={api.proposals.pdf.url({ id: proposalId })} target="_blank" rel="noopener" className={link}>
            {copy.pdf}
          </a>
        </div>
      </div>
      {/* The bar scrolls away with the page: the badge does not (above the phone's call bar). Said once, above. */}
      <p aria-hidden="true" className="pointer-events-none fixed right-3 bottom-20 z-[55] rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wide text-bush-900 uppercase shadow-lg ring-2 ring-bush-900 sm:bottom-4">
        {copy.marker}
      </p>
    </aside>
  );
}
