import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Runs after its children's effects: by then sonner's Toaster listens for toasts. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** SPEC §9: 5 s, one toast at a time, swipe right to dismiss, F8 focuses the region. */
export function ToastRegion({ onReady }: { onReady: () => void }) {
  return (
    <Ready onReady={onReady}>
      {/* At the top: at the bottom right a toast covered the Send and Save buttons of the forms it answered (issue 39, R14). */}
      <Toaster
        position="top-right"
        duration={5000}
        visibleToasts={1}
        swipeDirections={['right']}
        hotkey={['F8']}
        closeButton
        richColors
        toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
      />
    </Ready>
  );
}
