import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * Arriving at a section or gallery level by client-side navigation replaces what was clicked;
 * focus goes to the new heading instead of falling back to the page, and screen readers announce
 * it. A full page load leaves focus where the browser puts it.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  const pageContext = usePageContext() as { isHydration?: boolean };
  const navigated = pageContext.isHydration === false;
  useEffect(() => {
    if (enabled && navigated) ref.current?.focus();
    // Only on mount: a reload() of the same level keeps focus where staff are working.
  }, []);
  return ref;
}
