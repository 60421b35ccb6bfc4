import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a lazily loaded dialog. Headless UI returns focus from a history of
 * focused elements that it starts keeping only once its code has loaded, which for a dialog loaded on
 * first open is after the click that opened it.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<{ element: HTMLElement; url: string } | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const element = document.activeElement;
      opener.current = element instanceof HTMLElement ? { element, url: location.href } : null;
      return;
    }
    const from = opener.current;
    opener.current = null;
    if (!from) return;
    // Once the closing transition has removed the dialog, focus falls to <body>; then (and only then) it goes
    // back to the opener. A dialog closed by going to another page leaves focus to that page.
    const started = Date.now();
    const timer = setInterval(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && location.href === from.url && from.element.isConnected) from.element.focus();
      if (lost || Date.now() - started > 1500) clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, [open]);
}
