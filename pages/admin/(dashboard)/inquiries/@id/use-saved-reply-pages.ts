import { useCallback, useEffect, useState } from 'react';
import type { SavedReplyPage, SavedReplySummary } from '#lib/domain/enquiry/enquiry.types.ts';
import { api } from '#lib/api-client.browser.ts';

/**
 * Saved replies' names, a page at a time from the API, those whose name contains `query`; nothing is
 * asked until `enabled` (the picker is opened), so the enquiry page carries none of them (issue 27).
 */
export function useSavedReplyPages(query: string, enabled: boolean) {
  const [list, setList] = useState<{ query: string; replies: SavedReplySummary[]; nextOffset: number | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (q: string, offset: number, live: () => boolean) => {
    setLoading(true);
    try {
      const page = await api.savedReplies.list<SavedReplyPage>({ query: { q, offset } });
      if (!live()) return;
      setFailed(false);
      setList((before) => ({ query: q, replies: offset > 0 && before ? [...before.replies, ...page.replies] : page.replies, nextOffset: page.nextOffset }));
    } catch {
      if (live()) setFailed(true);
    } finally {
      if (live()) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Typing asks once it pauses, not at every key.
    const timer = setTimeout(() => void load(query, 0, () => live), query ? 250 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, enabled, load]);

  const more = () => list?.nextOffset != null && void load(list.query, list.nextOffset, () => true);
  return { replies: list?.replies ?? null, hasMore: list?.nextOffset != null, loading, failed, more };
}
