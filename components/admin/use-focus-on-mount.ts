import { useEffect, useRef } from 'react';

/**
 * Moving between gallery levels replaces the button that was clicked; focus goes to the new
 * level's heading instead of falling back to the page, and screen readers announce it.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
