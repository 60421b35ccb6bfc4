import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalDialog.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export type { ModalProps };

const ModalDialog = lazy(() => import('./ModalDialog.tsx').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal dialog whose code (Headless UI) loads when it first opens, not with the page (issue 9).
 * Nothing renders while it has never been open, so the server never suspends on it: public pages need
 * no inline script (decision 051). Once loaded it stays mounted, so closing animates and focus returns.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  useReturnFocus(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
