import { useCallback, useMemo, useState } from 'react';

/**
 * A list from the server with the admin's own changes shown at once: a saved item replaces its
 * old version (or joins the end), a deleted one disappears. `settle()` drops these local changes
 * once fresh server data has arrived, which then decides order and content again.
 */
export function useOptimisticList<T extends { id: string }>(serverItems: T[]) {
  const [saved, setSaved] = useState<T[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);

  const items = useMemo(() => {
    const byId = new Map(saved.map((item) => [item.id, item]));
    const merged = serverItems.map((item) => byId.get(item.id) ?? item);
    const added = saved.filter((item) => !serverItems.some((s) => s.id === item.id));
    return [...merged, ...added].filter((item) => !removed.includes(item.id));
  }, [serverItems, saved, removed]);

  const upsert = useCallback((item: T) => setSaved((current) => [...current.filter((c) => c.id !== item.id), item]), []);
  const remove = useCallback((id: string) => setRemoved((current) => [...current, id]), []);
  const settle = useCallback(() => {
    setSaved([]);
    setRemoved([]);
  }, []);

  return { items, upsert, remove, settle };
}
