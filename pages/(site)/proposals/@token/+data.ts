import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { proposalCopy } from '#components/site/proposal/proposal.content.de.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { balanceDueOn } from '#lib/domain/booking/booking-facts.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** Longer than any token we make; anything longer is not worth a lookup. */
const MAX_TOKEN_LENGTH = 128;

/**
 * `/proposals/<token>`: the proposal the link was sent with. A GET changes nothing: the page, once seen, reports a view by beacon (decision 143). An unknown
 * token is SPEC's 404 page; an expired proposal answers 410 Gone with its own words; a replaced one
 * points to the newest version. An accepted one also carries the bank details for the deposit.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const view = token.length <= MAX_TOKEN_LENGTH ? await pageContext.services.proposals.openByToken(token) : null;
  if (!view) throw render(404);
  // In the traveller's language (issue 42), as the whole page is.
  const { expired } = proposalCopy[view.locale];
  if (view.state === 'expired') throw render(410, { heading: expired.heading, text: expired.text });
  // Where to pay: only once accepted (anyone holding a link could read a page before), read fresh each time.
  const bank = view.state === 'accepted' && view.booking ? (await pageContext.services.companySettings.get()).bank : null;
  return {
    token,
    locale: view.locale,
    state: view.state,
    proposal: view.proposal,
    termsPath: view.termsPath,
    booking: view.booking,
    bank,
    newerPath: view.newerToken ? `/proposals/${view.newerToken}` : null,
    // The booking's own due date once accepted; before, the one accepting today would set (decision 165).
    balanceDueOn: view.booking ? view.booking.balanceDueOn : balanceDueOn(view.proposal.startDate, siteToday()),
  };
}
