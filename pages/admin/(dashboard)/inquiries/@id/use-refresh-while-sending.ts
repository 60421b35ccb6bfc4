import { useEffect } from 'react';
import { reload } from 'vike/client/router';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';

const EVERY_MS = 2000;
const AT_MOST = 30;

/**
 * While a mail on the page is still queued, the page's data is fetched again every two seconds (for
 * a minute at most), so staff see it turn sent, or the server's error, without reloading by hand.
 */
export function useRefreshWhileSending(events: InquiryEventView[]) {
  const sending = events.some((e) => e.kind === 'mail' && e.mailStatus === 'queued' && !e.error);
  const signature = events.map((e) => `${e.id}:${e.mailStatus ?? ''}`).join();
  useEffect(() => {
    if (!sending) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (++tries > AT_MOST) return;
      // Never while a navigation is on its way (staff followed a link): a reload started now would replace it.
      if (document.visibilityState === 'visible' && !document.documentElement.dataset.navigating) void reload();
      timer = setTimeout(tick, EVERY_MS);
    };
    timer = setTimeout(tick, EVERY_MS);
    return () => clearTimeout(timer);
  }, [sending, signature]);
}
