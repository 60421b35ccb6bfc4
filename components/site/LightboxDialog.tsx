import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Modal } from '#components/ui/Modal.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { lightboxContent } from './site.content.ts';

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
 * Photos shown large in a modal dialog. Previous and next by button, arrow keys or a swipe (wrapping
 * round); Escape, the close button and a click on the overlay close it, and focus goes back to the
 * thumbnail that opened it.
 */
export function LightboxDialog({ images, index, onIndex, onClose }: LightboxProps) {
  // Keep showing the last photo while the dialog fades out, instead of collapsing it mid-transition.
  const [shownIndex, setShownIndex] = useState(index);
  if (index !== null && index !== shownIndex) setShownIndex(index);
  const swipeStart = useRef<number | null>(null);
  const shown = shownIndex === null ? undefined : images[shownIndex];
  const many = images.length > 1;
  const step = (delta: number) => {
    if (index !== null && many) onIndex((index + delta + images.length) % images.length);
  };
  // On the window while open: focus may be on the dialog's close button, outside the photo.
  useEffect(() => {
    if (index === null || !many) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + images.length) % images.length);
      else if (event.key === 'ArrowRight') onIndex((index + 1) % images.length);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, many, images.length, onIndex]);
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
  };
  return (
    <Modal open={index !== null} onClose={onClose} title={shown?.title ?? ''} hideTitle size="full">
      {shown && (
        <div>
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
    </Modal>
  );
}
