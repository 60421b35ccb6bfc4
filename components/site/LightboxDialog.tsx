import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Photo } from '#components/ui/Photo.tsx';
import { lightboxWords } from '#lib/i18n/site-chrome.ts';
import { useLocale } from './use-locale.ts';
import { CloseButton } from '#components/ui/CloseButton.tsx';
import { keepTabInside } from '#components/ui/keep-tab-inside.ts';

export interface LightboxImage {
  src: string;
  alt: string;
  title: string;
  caption?: string;
}

export interface LightboxProps {
  /** The photos that can be stepped through; `index` null keeps the lightbox closed. */
  images: LightboxImage[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const SWIPE_PX = 50;
const STEP =
  'rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-bush-900 shadow ring-1 ring-stone-200 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600';

/**
 * Photos shown large in a popover on the top layer (decision 161, as the site menu): a modal `<dialog>`
 * (decision 081) made the whole page inert on opening, a restyle of every element that took a throttled
 * phone's first tap on the home page over 200 ms (issue 29). The browser closes it on Escape and on a tap
 * outside; focus moves to its close button, Tab goes round inside it, and focus goes back to the photo that
 * opened it. Previous and next by button, arrow keys or a swipe (wrapping round).
 */
export function LightboxDialog({ images, index, onIndex, onClose }: LightboxProps) {
  const lightboxContent = lightboxWords[useLocale()];
  const dialog = useRef<HTMLDivElement>(null);
  // The photo that opened it, which gets focus back (a popover shown from code has no invoker to return to).
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Keep showing the last photo while the dialog closes, instead of collapsing it first.
  const [shownIndex, setShownIndex] = useState(index);
  if (index !== null && index !== shownIndex) setShownIndex(index);
  const swipeStart = useRef<number | null>(null);
  const shown = shownIndex === null ? undefined : images[shownIndex];
  const many = images.length > 1;
  const step = (delta: number) => {
    if (index !== null && many) onIndex((index + delta + images.length) % images.length);
  };

  // Before the frame is painted, so the tap's next frame already shows the photo.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const open = element.matches(':popover-open');
    if (index !== null && !open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showPopover();
      element.querySelector<HTMLElement>('button')?.focus();
      document.documentElement.style.overflow = 'hidden';
    } else if (index === null && open) element.hidePopover();
  }, [index]);
  const close = () => {
    if (dialog.current?.matches(':popover-open')) dialog.current.hidePopover();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else keepTabInside(event);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
  };
  return (
    <div
      ref={dialog}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      // Escape, a tap outside and the close button all end here: the browser has hidden the popover.
      onToggle={(event) => {
        if (event.newState !== 'closed') return;
        document.documentElement.style.overflow = '';
        opener.current?.focus();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-6xl overflow-y-auto overscroll-contain rounded-2xl border-0 bg-white p-0 shadow-2xl transition-opacity duration-200 backdrop:bg-black/70 starting:open:opacity-0 motion-reduce:transition-none"
    >
      {shown && (
        <div className="relative p-6">
          <h2 id={titleId} className="sr-only">
            {shown.title}
          </h2>
          <CloseButton onClick={close} />
          <figure
            className="touch-pan-y pt-10 select-none"
            onPointerDown={(event) => (swipeStart.current = event.clientX)}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <Photo src={shown.src} alt={shown.alt} width={1600} height={1067} priority draggable={false} className="mx-auto max-w-[105vh] rounded-xl" />
            <figcaption className="mt-4">
              <span className="block font-serif text-xl font-semibold text-bush-900">{shown.title}</span>
              {shown.caption && <span className="mt-1 block text-sm text-stone-600">{shown.caption}</span>}
            </figcaption>
          </figure>
          {many && (
            <div className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className={STEP} onClick={() => step(-1)}>
                <span aria-hidden="true">← </span>
                {lightboxContent.previous}
              </button>
              <p className="text-sm text-stone-600" aria-live="polite">
                {shownIndex! + 1} / {images.length}
              </p>
              <button type="button" className={STEP} onClick={() => step(1)}>
                {lightboxContent.next}
                <span aria-hidden="true"> →</span>
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
