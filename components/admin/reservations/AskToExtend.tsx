import { reload } from 'vike/client/router';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { reservationsContent } from './reservations.content.ts';

const copy = reservationsContent.extend;

/**
 * "Ask to extend" (issue 41), one click beside a hold on the Overview and on the booking: the lodge is mailed in
 * the thread of its request, with its answer link; the page reloads so the timeline shows the mail queued.
 */
export function AskToExtend({ reservationId, supplier }: { reservationId: string; supplier: string }) {
  const { busy, run } = useAction();
  const ask = async () => {
    if (await run(() => api.reservations.extendRequest({ id: reservationId }), copy.failed)) {
      toast.success(copy.asked(supplier));
      await reload();
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={ask} aria-label={copy.label(supplier)}>
      {copy.button}
    </Button>
  );
}
