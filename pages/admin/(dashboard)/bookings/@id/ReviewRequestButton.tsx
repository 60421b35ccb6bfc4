import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';

const copy = reviewsAdminContent.request;

/** "Send review request" on a booking: the booking's one review link, mailed now (or again). */
export function ReviewRequestButton({ bookingId }: { bookingId: string }) {
  const { busy, run } = useAction();
  async function send() {
    if (await run(() => api.bookings.reviewRequest({ id: bookingId }), copy.failed)) toast.success(copy.sent);
  }
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <Button variant="outline" onClick={() => void send()} disabled={busy}>
        {busy ? copy.sending : copy.button}
      </Button>
      <p className="mt-2 text-sm text-stone-600">{copy.hint}</p>
    </div>
  );
}
