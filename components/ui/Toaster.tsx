import { Toaster as Sonner } from 'sonner';

/** SPEC §9: 5 s, one toast at a time, swipe right to dismiss, F8 focuses the region. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={5000}
      visibleToasts={1}
      swipeDirections={['right']}
      hotkey={['F8']}
      closeButton
      richColors
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
