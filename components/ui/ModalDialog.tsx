import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton.tsx';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Show the title visibly (forms) or only to assistive technology (lightbox). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'full';
  children: ReactNode;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl', full: 'max-w-6xl' };

/**
 * A modal dialog (Headless UI): focus is trapped inside and returned on close; Escape,
 * the close button and a click on the backdrop all close it.
 */
export function ModalDialog({ open, onClose, title, hideTitle = false, size = 'md', children }: ModalProps) {
  // The dialog element itself covers the viewport, so it has a size and reads as visible to tools.
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/70 transition-opacity duration-200 data-[closed]:opacity-0" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            transition
            className={`relative w-full ${WIDTHS[size]} rounded-2xl bg-white p-6 shadow-2xl transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0`}
          >
            <DialogTitle className={hideTitle ? 'sr-only' : 'pr-10 font-serif text-2xl font-semibold text-bush-900'}>{title}</DialogTitle>
            <CloseButton onClick={onClose} />
            <div className={hideTitle ? '' : 'mt-4'}>{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
