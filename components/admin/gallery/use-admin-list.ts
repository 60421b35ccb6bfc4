import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '#lib/api-client.ts';
import { toastFailure } from '../failure.ts';

/**
 * One admin list fetched from the API: null until the first answer arrives. `reload()` fetches it
 * again after a change; an answer for a URL no longer shown is ignored.
 */
export function useAdminList<T>(url: string, failureTitle: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const latest = useRef(url);
  latest.current = url;

  const reload = useCallback(async () => {
    try {
      const fresh = await apiRequest<T[]>('GET', url);
      if (latest.current === url) setItems(fresh);
    } catch (failure) {
      if (latest.current === url) toastFailure(failureTitle, failure);
    }
  }, [url, failureTitle]);

  useEffect(() => {
    setItems(null);
    void reload();
  }, [reload]);

  return { items, reload };
}
