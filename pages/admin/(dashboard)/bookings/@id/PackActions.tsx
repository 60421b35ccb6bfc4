import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { VoucherRelease } from '#lib/domain/reservation/reservation.types.ts';
import { api } from '#lib/api-client.browser.ts';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { bookingPageContent } from './booking-page.content.ts';

const copy = bookingPageContent.pack;

export interface PackState {
  /** False for a cancelled booking or one without a departure date: there is no pack to send or open. */
  available: boolean;
  sent: boolean;
  vouchers: VoucherRelease | null;
}

/**
 * Issue 39 (R6): the pack's three actions on the booking, calling the API issue 30 built. Mailing the traveller
 * and releasing vouchers ask first; opening mails nothing, so it opens at once.
 */
export function PackActions({ bookingId, email, pack }: { bookingId: string; email: string | null; pack: PackState }) {
  const [asking, setAsking] = useState<'send' | 'release' | null>(null);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const { busy, run } = useAction();

  async function send() {
    const ok = await run(() => api.reservations.sendPack({ id: bookingId }), copy.sendFailed);
    setAsking(null);
    if (!ok) return;
    // Told once the page shows it: a toast raised before the reload could be gone by the time the page is redrawn.
    await reload();
    toast.success(copy.sent_toast(email ?? ''));
  }

  async function release() {
    const ok = await run(() => api.reservations.releaseVouchers({ id: bookingId }), copy.releaseFailed);
    setAsking(null);
    if (!ok) return;
    await reload();
    toast.success(copy.released_toast);
  }

  async function open() {
    let url: string | null = null;
    const ok = await run(async () => {
      url = (await api.pack.open({ id: bookingId })).url;
    }, copy.openFailed);
    if (!ok || !url) return;
    setOpenedUrl(url);
    // The pack's pages send no referrer; a blocked pop-up still leaves the link below the buttons.
    window.open(url, '_blank', 'noopener,noreferrer');
    toast.success(copy.opened);
  }

  const vouchers = pack.vouchers;
  return (
    <DeskPanel id="booking-pack" heading={copy.heading} intro={copy.intro}>
      {!pack.available ? (
        <p className="mt-3 text-sm text-stone-700">{copy.unavailable}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-stone-800">
            {pack.sent ? copy.sent : copy.notSent} {vouchers?.released ? copy.vouchersReleased(vouchers.paidInFull) : copy.vouchersHeld}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {email && (
              <Button size="sm" disabled={busy} onClick={() => setAsking('send')}>
                {pack.sent ? copy.sendAgain : copy.send}
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void open()}>
              {copy.open}
            </Button>
            {vouchers && !vouchers.released && (
              <OwnerOnly route="reservations.releaseVouchers">
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking('release')}>
                  {copy.release}
                </Button>
              </OwnerOnly>
            )}
          </div>
          {openedUrl && (
            <p className="mt-2 text-sm">
              <a className="font-semibold text-ochre-700 underline" href={openedUrl} target="_blank" rel="noopener noreferrer">
                {copy.openedLink}
              </a>
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking === 'send'}
        question={copy.sendQuestion}
        detail={copy.sendDetail(email ?? '')}
        confirmLabel={copy.sendConfirm}
        busy={busy}
        busyLabel={copy.sending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'release'}
        question={copy.releaseQuestion}
        detail={copy.releaseDetail}
        confirmLabel={copy.releaseConfirm}
        busy={busy}
        busyLabel={copy.releasing}
        onConfirm={() => void release()}
        onCancel={() => setAsking(null)}
      />
    </DeskPanel>
  );
}
