import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '#components/ui/when-idle.ts';
import type { LightboxImage, LightboxProps } from './LightboxDialog.tsx';

export type { LightboxImage };

let loaded: ComponentType<LightboxProps> | undefined;
const loadLightbox = () =>
  import('./LightboxDialog.tsx').then((module) => {
    loaded = module.LightboxDialog;
    return { default: module.LightboxDialog };
  });
const LazyLightboxDialog = lazy(loadLightbox);

/** A head start on the lightbox's code (pointer over or focus in the photos); a failure shows, and is retried, on opening. */
export const preloadLightbox = () => void loadLightbox().catch(() => {});

/**
 * Photos shown large (LightboxDialog). Its code is not in the page's first load (issue 9): it is fetched
 * when the browser is idle after hydration, or earlier on a pointer over the photos, so that the first tap
 * opens it at once (decision 081); a tap before then waits for it. Nothing renders while it has never been
 * open, so the server never suspends on it; once open it stays mounted, so focus returns to the photo.
 */
export function Lightbox(props: LightboxProps) {
  const [used, setUsed] = useState(props.index !== null);
  if (props.index !== null && !used) setUsed(true);
  useEffect(() => whenIdle(preloadLightbox), []);
  // Already loaded: rendered directly, so the tap's own frame shows it (lazy would paint an empty fallback
  // first). Chosen once, so the dialog is never swapped for another component while open.
  const dialog = useRef<ComponentType<LightboxProps> | null>(null);
  if (!used) return null;
  dialog.current ??= loaded ?? LazyLightboxDialog;
  const Dialog = dialog.current;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
