import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';

interface RetryCopy {
  retry: string;
  retrying: string;
  retried: string;
  retryFailed: string;
}

/** Sends one mail problem or delayed mail back to the queue at once (POST …/mail-problems/:id/retry). */
export function RetryButton({ mailId, label, copy }: { mailId: string; label: string; copy: RetryCopy }) {
  const { busy, run } = useAction();
  async function retry() {
    await run(async () => {
      await api.mail.retry({ id: mailId });
      toast.success(copy.retried);
      await reload();
    }, copy.retryFailed);
  }
  return (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void retry()} aria-label={label}>
      {busy ? copy.retrying : copy.retry}
    </Button>
  );
}
