import type { Request } from 'express';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { proposalExists, recordProposalView } from '#database/repositories/proposal-views.ts';
import { notFound } from '../../middleware/errors.ts';
import { pathTokenHash } from '../../links/token-links.ts';
import { UNKNOWN_LINK } from './public-proposals.routes.ts';

/** The browser that reported a view carries this for an hour, on the beacon's own path only. */
export const VIEWED_COOKIE = 'proposal_viewed';
const REPEAT_SECONDS = 60 * 60;

const viewedAlready = (req: Request) => (req.get('cookie') ?? '').split(';').some((part) => part.trim() === `${VIEWED_COOKIE}=1`);

/**
 * The traveller's page reports that it was seen (decision 143), by `navigator.sendBeacon` once visible; the GET
 * of the page records nothing. Opens by the same browser within an hour count once (a cookie scoped to this
 * token's path), and a signed-in member of staff checking the page is no view at all. 204 either way; 404 for a
 * token that names no proposal.
 */
export function proposalViewRoutes() {
  const routes = new ApiHandlers();
  routes.on('proposals.view', async (req, res) => {
    const token = String(req.params.token ?? '');
    const hash = pathTokenHash(token, UNKNOWN_LINK);
    const staff = Boolean(req.session?.adminId);
    if (staff || viewedAlready(req)) {
      // Still a 404 for an unknown token, so the answer says nothing more to staff than to anyone.
      if (!(await proposalExists(req.services.em, hash))) throw notFound(UNKNOWN_LINK);
      res.status(204).end();
      return;
    }
    if (!(await req.services.transaction((tx) => recordProposalView(tx.em, hash)))) throw notFound(UNKNOWN_LINK);
    const secure = req.secure ? '; Secure' : '';
    res.setHeader('Set-Cookie', `${VIEWED_COOKIE}=1; Path=/api/proposals/${token}/views; Max-Age=${REPEAT_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
    res.status(204).end();
  });
  return routes;
}
