import { lazy, Suspense, useState } from 'react';
import type { LightboxImage, LightboxProps } from './LightboxDialog.tsx';

export type { LightboxImage };

const loadLightbox = () => import('./LightboxDialog.tsx');
const LightboxDialog = lazy(() => loadLightbox().then((module) => ({ default: module.LightboxDialog })));

/** A head start on the lightbox's code (pointer over or focus in the photos); a failure shows, and is retried, on opening. */
export const preloadLightbox = () => void loadLightbox().catch(() => {});

/**
 * Photos shown large (LightboxDialog), with its code loaded on first open, not with the page (issue 9).
 * Nothing renders while it has never been open, so the server never suspends on it; once loaded it stays
 * mounted, so closing animates and focus returns to the photo that opened it.
 */
export function Lightbox(props: LightboxProps) {
  const [used, setUsed] = useState(props.index !== null);
  if (props.index !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  );
}
