import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '#components/ui/Button.tsx';
import type { InquiryDetail } from '#lib/domain/enquiry/enquiry.types.ts';
import { placeholderValues } from '#lib/saved-reply.ts';
import { formatDateTime } from '#lib/format.ts';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { useRefreshWhileSending } from './use-refresh-while-sending.ts';
import { useFocusOnMount } from '#components/admin/use-focus-on-mount.ts';
import { AgeBadge } from '../AgeBadge.tsx';
import { deskDetailContent as copy } from '#components/admin/inquiries/desk-detail.content.ts';
import { EraseInquiry } from './EraseInquiry.tsx';
import { InquiryFacts } from './InquiryFacts.tsx';
import { LeadSource } from './LeadSource.tsx';
import { NoteForm } from './NoteForm.tsx';
import { SpamCheckBadge, SpamCheckNote } from '../SpamCheck.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { TravellerLanguage } from './TravellerLanguage.tsx';
import { Timeline } from '#components/admin/inquiries/Timeline.tsx';
import { inquiryReference } from '#lib/domain/enquiry/inquiry-reference.ts';

/**
 * One enquiry worked from start to end: what was asked, where from, what happened, and what to do next.
 * `actions` are further panels the page adds beside the status (its proposals, issue 18).
 */
export function InquiryDetailView({
  inquiry,
  now,
  backHref,
  answersReachDesk,
  actions,
}: {
  inquiry: InquiryDetail;
  now: string;
  backHref: string;
  /** Whether the traveller's answers come back into this timeline (this server reads the mailbox). */
  answersReachDesk: boolean;
  actions?: ReactNode;
}) {
  const { site } = usePageContext();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  useRefreshWhileSending(inquiry.events);
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  return (
    <article aria-labelledby="inquiry-heading">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={backHref}>
        <span aria-hidden="true">←</span>
        {copy.back}
      </ButtonLink>
      <header className="mt-3 mb-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">
          {copy.eyebrow} <span className="ml-1 normal-case tracking-normal text-stone-600">{copy.reference(inquiryReference(inquiry.reference))}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h2 id="inquiry-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold break-words focus:outline-none sm:text-3xl">
            {name}
          </h2>
          <StatusBadge status={inquiry.status} />
          {inquiry.needsReply && inquiry.needsReplySince && <AgeBadge since={inquiry.needsReplySince} now={now} />}
          <SpamCheckBadge flag={inquiry.spamFlag} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {copy.received} <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, site.timeZone)}</time>
        </p>
      </header>
      <SpamCheckNote flag={inquiry.spamFlag} reason={inquiry.spamReason} />
      {/*
        The conversation in the wide column (issue 29): what was asked, then the timeline newest first, then the
        reply box at its full width. Status, proposals and where the lead came from beside it; on a phone, after it.
      */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="enquiry-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
            <h3 id="enquiry-heading" className="mb-4 text-lg font-semibold">
              {copy.enquiryHeading}
            </h3>
            <InquiryFacts inquiry={inquiry} />
          </section>
          <Timeline events={inquiry.events} newestFirst />
          <ReplyForm inquiryId={inquiry.id} email={inquiry.email} answersReachDesk={answersReachDesk} saved={{ values: placeholderValues(inquiry) }} />
          <NoteForm inquiryId={inquiry.id} />
        </div>
        <div className="min-w-0 space-y-6">
          <StatusPanel inquiryId={inquiry.id} status={inquiry.status} needsReply={inquiry.needsReply} />
          <TravellerLanguage inquiryId={inquiry.id} locale={inquiry.locale} />
          {actions}
          <LeadSource inquiry={inquiry} />
          <OwnerOnly route="inquiries.erase">
            <EraseInquiry inquiryId={inquiry.id} name={name} />
          </OwnerOnly>
        </div>
      </div>
    </article>
  );
}
