import { useState } from 'react';
import { reload } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { InboundEvent } from './InboundEvent.tsx';
import { inboundContent } from './inbound.content.ts';

const copy = inboundContent.held;

/**
 * A mail that names the enquiry from someone other than its traveller (decision 136): shown with its words
 * and files, never as the traveller's answer, and left for staff to accept (it then is one) or discard.
 */
export function HeldInboundEvent({ event }: { event: InquiryEventView }) {
  const { routeParams } = usePageContext();
  const inquiryId = routeParams?.id;
  const [addAddress, setAddAddress] = useState(false);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAction();
  const sender = event.sender ?? copy.unknownSender;
  const held = { id: inquiryId ?? '', eventId: event.id };

  const accept = () =>
    run(async () => {
      await api.inquiries.acceptHeld(held, { addAddress });
      toast.success(copy.accepted);
      await reload();
    }, copy.acceptFailed);

  async function discard() {
    const done = await run(() => api.inquiries.discardHeld(held), copy.discardFailed);
    setAsking(false);
    if (!done) return;
    toast.success(copy.discarded);
    await reload();
  }

  return (
    <div className="rounded-lg border border-red-200 bg-red-50/40 p-3">
      <p className="text-sm text-stone-800">{copy.intro}</p>
      {event.author && event.author !== event.sender && <p className="mt-1 text-xs break-words text-stone-600">{copy.calledItself(event.author)}</p>}
      <div className="mt-2">
        <InboundEvent event={event} />
      </div>
      {inquiryId && (
        <div className="mt-3 space-y-2">
          {event.sender && (
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input type="checkbox" className="mt-1" checked={addAddress} onChange={(e) => setAddAddress(e.target.checked)} />
              <span className="break-words">{copy.addAddress(event.sender)}</span>
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void accept()} disabled={busy}>
              {copy.accept}
            </Button>
            <Button size="sm" variant="outline" className="text-stone-700" onClick={() => setAsking(true)} disabled={busy}>
              {copy.discard}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        question={copy.discardQuestion}
        detail={copy.discardDetail(sender)}
        confirmLabel={copy.discard}
        busy={busy}
        busyLabel={copy.discarding}
        onConfirm={() => void discard()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
