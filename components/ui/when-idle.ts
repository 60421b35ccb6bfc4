/**
 * Runs `callback` when the browser is next idle (at the latest after two seconds); returns a cancel.
 * For code fetched ahead of a first tap (decision 081): it waits for the page's own work, so it costs
 * the load nothing.
 */
export function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (!idle) {
    const timer = window.setTimeout(callback, 200);
    return () => clearTimeout(timer);
  }
  const handle = idle(callback, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

/** How far below the screen an island may be when its code starts loading: about a phone's screen. */
const NEARBY_MARGIN = '100% 0px';

/**
 * Calls `start` once the element comes within a screen of the viewport, when the browser is next idle: a
 * visitor's first tap then finds its code there (issue 19: a first tap answered within 200 ms on a
 * phone), while a visitor who never scrolls that far never loads it, and the page's load does not wait for it.
 */
export function whenNearby(element: Element, start: () => void): () => void {
  let cancelIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(start);
    },
    { rootMargin: NEARBY_MARGIN },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}
