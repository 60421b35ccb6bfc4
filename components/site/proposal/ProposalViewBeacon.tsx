import { useEffect } from 'react';

/** The beacon's address: a route of its own (server/api/proposal-views.routes.ts), never the page's GET. */
export const proposalViewPath = (token: string) => `/api/proposals/${encodeURIComponent(token)}/views`;

/**
 * Says the traveller saw the proposal (decision 143): one beacon once the page is visible, at load or when a
 * background tab is first shown. A mail scanner or a link preview fetches the page but runs no script and shows
 * nothing, so it counts no view; the server counts one browser once an hour and never a signed-in staff member.
 */
export function ProposalViewBeacon({ token }: { token: string }) {
  useEffect(() => {
    let sent = false;
    const report = () => {
      if (sent || document.visibilityState !== 'visible') return;
      sent = true;
      navigator.sendBeacon(proposalViewPath(token));
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [token]);
  return null;
}
