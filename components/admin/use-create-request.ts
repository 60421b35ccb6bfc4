import { useEffect } from 'react';

/**
 * A quick action links to a section with `?create=<what>`; the section opens that dialog once
 * it has hydrated, and the query is dropped so a reload or a back step does not open it again.
 */
export function useCreateRequest(what: string, open: () => void) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('create') !== what) return;
    url.searchParams.delete('create');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    open();
    // Only on arrival.
  }, []);
}
