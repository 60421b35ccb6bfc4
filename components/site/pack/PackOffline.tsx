import { useEffect, useState } from 'react';

/**
 * Registers the pack's worker (issue 30) from this page only, and asks it to keep this page, its vouchers and
 * its scripts and styles: the first visit happens before the worker controls the page. Says when it is saved.
 */
export function PackOffline({ token, voucherUrls }: { token: string; voucherUrls: string[] }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !navigator.onLine) return;
    let gone = false;
    (async () => {
      await navigator.serviceWorker.register('/trips-sw.js', { scope: '/trips/' });
      const registration = await navigator.serviceWorker.ready;
      const own = `/trips/${encodeURIComponent(token)}`;
      const assets = [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], link[rel="modulepreload"], script[src]')]
        .map((el) => ('href' in el && el.href) || ('src' in el && el.src) || '')
        .filter((url) => url.startsWith(location.origin));
      const channel = new MessageChannel();
      const done = new Promise<{ saved: number }>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data as { saved: number })));
      registration.active?.postMessage({ type: 'save', urls: [own, ...voucherUrls, ...assets] }, [channel.port2]);
      const { saved: count } = await done;
      if (!gone && count > 0) setSaved(true);
    })().catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [token, voucherUrls.join(' ')]);
  if (!saved) return null;
  return (
    <p role="status" className="rounded-lg bg-sand-100 p-3 text-sm text-bush-900">
      This pack is saved on this device: it opens without a signal.
    </p>
  );
}
