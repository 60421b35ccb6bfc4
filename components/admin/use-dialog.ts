import { useState } from 'react';

/**
 * A create-or-edit dialog's state: open or not, the record it edits (null creates), and a session
 * that changes on every opening, so the form inside starts afresh (SPEC §4: it resets).
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ open: boolean; session: number; item: T | null }>({ open: false, session: 0, item: null });
  return {
    ...state,
    show: (item: T | null = null) => setState((s) => ({ open: true, session: s.session + 1, item })),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
