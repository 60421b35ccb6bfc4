import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { API_CALLS } from 'virtual:api-calls/proposals';
import { apiOf } from '#lib/api-request.browser.ts';
import { useProposalCopy } from './use-proposal-copy.ts';

/** The proposals group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'proposals');

/**
 * "No, thank you" (issue 26): asked once more before it is sent, since it cannot be undone from this page.
 * Declining frees any seats the proposal held; the page is then made again showing it declined.
 */
export function DeclineProposal({ token }: { token: string }) {
  const copy = useProposalCopy().decline;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function decline() {
    setBusy(true);
    setFailed(false);
    try {
      await api.proposals.decline({ token });
      window.location.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="mt-8 border-t border-sand-200 pt-6 text-stone-700">
      {asking ? (
        <div role="group" aria-labelledby="decline-question" className="space-y-3">
          <p id="decline-question" className="font-semibold">
            {copy.question}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={busy} onClick={() => void decline()}>
              {busy ? copy.declining : copy.confirm}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
              {copy.keep}
            </Button>
          </div>
          {failed && <p role="alert" className="text-sm text-red-800">{copy.failed}</p>}
        </div>
      ) : (
        <Button variant="ghost" className="-ml-3 text-stone-700" onClick={() => setAsking(true)}>
          {copy.open}
        </Button>
      )}
    </div>
  );
}
