import { useEffect } from 'react';
import { API_CALLS } from 'virtual:api-calls/proposals';
import { apiOf } from '#lib/api-request.browser.ts';

/** The proposals group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'proposals');

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
      navigator.sendBeacon(api.proposals.view.url({ token }));
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [token]);
  return null;
}
