import { useState } from 'react';
import { Modal } from '#components/ui/Modal.tsx';
import { Photo } from '#components/ui/Photo.tsx';

export interface LightboxImage {
  src: string;
  alt: string;
  title: string;
  caption?: string;
}

interface LightboxProps {
  /** The photo to show; null keeps the lightbox closed. */
  image: LightboxImage | null;
  onClose: () => void;
}

/**
 * A photo shown large in a modal dialog: Escape, the close button and a click on the overlay close
 * it, and focus goes back to the thumbnail that opened it.
 */
export function Lightbox({ image, onClose }: LightboxProps) {
  // Keep showing the last photo while the dialog fades out, instead of collapsing it mid-transition.
  const [shown, setShown] = useState(image);
  if (image && image !== shown) setShown(image);
  return (
    <Modal open={image !== null} onClose={onClose} title={shown?.title ?? ''} hideTitle size="full">
      {shown && (
        <figure className="pt-10">
          <Photo src={shown.src} alt={shown.alt} width={1600} height={1067} priority className="mx-auto max-w-[105vh] rounded-xl" />
          <figcaption className="mt-4">
            <span className="block font-serif text-xl font-semibold text-bush-900">{shown.title}</span>
            {shown.caption && <span className="mt-1 block text-sm text-stone-600">{shown.caption}</span>}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
