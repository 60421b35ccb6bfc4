import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { siteToday } from '#database/site-time-zone.ts';
import { balanceDueOn } from '#lib/domain/booking/booking-facts.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `/admin/proposals/<id>/preview`: a draft as `/proposals/<token>` will show it once sent (issue 29). Reads only, and
 * the page has no view beacon: a preview is never a traveller's open. Anything but a stored draft is not found (a
 * sent version has its traveller link).
 */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const preview = id ? await pageContext.services.proposals.previewDraft(id) : null;
  if (!id || !preview) throw render(404);
  const { proposal, termsPath, inquiryId, locale } = preview;
  return {
    proposalId: id,
    // The traveller's page in their language (issue 42); the preview's own bar stays English.
    locale,
    inquiryId,
    proposal,
    termsPath,
    // As on the traveller's page: the due date accepting today would set (decision 165).
    balanceDueOn: balanceDueOn(proposal.startDate, siteToday()),
  };
}
