import { useCallback, useState } from 'react';
import { navigate } from 'vike/client/router';

/**
 * Re-runs the dashboard's +data.ts after a change, so the lists, the summary figures and the
 * recent activity all come from the server again. Unlike Vike's reload() it keeps the scroll
 * position and adds no history entry; the page stays mounted, so open tabs keep their state.
 */
export function useDashboardRefresh() {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const { pathname, search, hash } = window.location;
      await navigate(`${pathname}${search}${hash}`, { keepScrollPosition: true, overwriteLastHistoryEntry: true });
    } catch {
      // Vike already handles a failed navigation (it falls back to loading the page in full).
    } finally {
      setRefreshing(false);
    }
  }, []);
  return { refresh, refreshing };
}
