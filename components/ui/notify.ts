import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
let loaded: Promise<Sonner> | undefined;

/**
 * sonner and its region load with the first toast, not with every page (issue 9: first-load JS).
 * The region mounts in a root of its own at the end of <body>, and the toast is shown once it listens.
 */
function loadSonner(): Promise<Sonner> {
  loaded ??= Promise.all([import('sonner'), import('react'), import('react-dom/client'), import('./ToastRegion.tsx')]).then(
    ([{ toast }, { createElement }, { createRoot }, { ToastRegion }]) =>
      new Promise<Sonner>((resolve) => {
        const container = document.createElement('div');
        container.dataset.toastRegion = '';
        document.body.append(container);
        createRoot(container).render(createElement(ToastRegion, { onReady: () => resolve(toast) }));
      }),
  );
  return loaded;
}

type Show = (title: string, options?: ExternalToast) => void;

function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning'): Show {
  return (title, options) => {
    void loadSonner().then((sonner) => (kind === 'message' ? sonner(title, options) : sonner[kind](title, options)));
  };
}

/**
 * The one way to show a toast: `toast('Title', { description })`, `toast.success(...)`, `toast.error(...)`.
 * Same call shape as sonner's `toast`, so callers only import it from here.
 */
export const toast: Show & { success: Show; error: Show; info: Show; warning: Show } = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

/** Alias, for code that reads better as `notify.success(...)`. */
export const notify = toast;
