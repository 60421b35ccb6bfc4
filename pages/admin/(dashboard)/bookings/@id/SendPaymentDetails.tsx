import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';

const copy = bookingsContent.paymentDetails;

/** Issue 29: once bank details are set, one button mails them to the traveller with what is due (the mail queue). */
export function SendPaymentDetails({ bookingId, email }: { bookingId: string; email: string }) {
  const { busy, run } = useAction();
  async function send() {
    if (await run(() => api.bookings.sendPaymentDetails({ id: bookingId }), copy.failed)) toast.success(copy.sent, { description: copy.sentDetail(email) });
  }
  return (
    <Button variant="outline" className="mt-3 text-bush-800" disabled={busy} onClick={() => void send()}>
      {busy ? copy.sending : copy.send}
    </Button>
  );
}
