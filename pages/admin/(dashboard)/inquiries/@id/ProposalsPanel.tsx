import { ButtonLink } from '#components/ui/Button.tsx';
import type { ProposalStatus, ProposalSummary } from '#lib/domain/sale/proposal.types.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { newProposalHref, proposalEditorHref } from '#components/admin/proposals/proposal-hrefs.ts';
import { ShareProposal } from './ShareProposal.tsx';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.panel;
const TONES = { draft: 'muted', sent: 'highlight', replaced: 'neutral', accepted: 'success', declined: 'neutral' } as const satisfies Record<ProposalStatus, string>;

/** The enquiry's proposals, every version newest first: where each stands, its total, and whether the traveller opened it. */
export function ProposalsPanel({ inquiryId, proposals, timeZone }: { inquiryId: string; proposals: ProposalSummary[]; timeZone: string }) {
  return (
    <DeskPanel id="proposals" heading={copy.heading} intro={copy.intro}>
      {proposals.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200">
          {proposals.map((item) => (
            <li key={item.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <a href={proposalEditorHref(inquiryId, item.id)} className="font-semibold text-bush-800 underline-offset-2 hover:underline">
                  {copy.version(item.version)}
                </a>
                <Badge tone={item.expired && item.status === 'sent' ? 'warning' : TONES[item.status]}>
                  {item.expired && item.status === 'sent' ? proposalsContent.expired : proposalsContent.status[item.status]}
                </Badge>
                <span className="ml-auto font-semibold text-bush-900 tabular-nums">
                  <span className="sr-only">{copy.total}: </span>
                  {formatMoney(item.total, item.currency)}
                </span>
              </div>
              <p className="mt-1 text-xs text-stone-600">
                {item.sentAt ? copy.sent(formatDateTime(item.sentAt, timeZone)) : copy.notSent}
                {item.sentAt && ` · ${item.viewCount > 0 ? copy.viewed(item.viewCount) : copy.notViewed}`}
                {item.sentAt && ` · ${proposalsContent.editor.terms.validUntil} ${formatDate(item.validUntil)}`}
              </p>
              <ShareProposal id={item.id} sent={item.sentAt !== null} />
              {item.bookingId && (
                <a href={`/admin/bookings/${item.bookingId}`} className="mt-1 inline-block text-sm font-semibold text-ochre-700 underline-offset-2 hover:underline">
                  {copy.booking}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <ButtonLink href={newProposalHref(inquiryId)} size="sm" className="mt-3">
        <span aria-hidden="true">+</span>
        {copy.create}
      </ButtonLink>
    </DeskPanel>
  );
}
