import type { KeyboardEvent } from 'react';

/**
 * For a popover that covers the page (the site menu, the photo viewer; decision 161): Tab and Shift+Tab go
 * round its links and buttons rather than into the page behind, which a popover, unlike a modal dialog,
 * leaves reachable.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
