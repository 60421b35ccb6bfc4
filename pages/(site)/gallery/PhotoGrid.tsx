import { useState } from 'react';
import { Modal } from '#components/ui/Modal.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import type { PhotoData } from './+data.ts';
import { galleryContent } from './gallery.content.ts';

/**
 * Photo tiles. The caption shows on hover and on keyboard focus, and always on touch screens,
 * which have no hover. A tile opens the photo larger in a dialog.
 */
export function PhotoGrid({ photos }: { photos: PhotoData[] }) {
  const [shown, setShown] = useState<PhotoData | null>(null);
  // Kept apart from `shown` so the photo stays in the dialog while it fades out.
  const [isOpen, setIsOpen] = useState(false);
  const show = (photo: PhotoData) => {
    setShown(photo);
    setIsOpen(true);
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className="group relative overflow-hidden rounded-2xl bg-white shadow-sm">
              <button
                type="button"
                onClick={() => show(photo)}
                aria-label={galleryContent.enlargePhoto(photo.title)}
                className="block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ochre-400"
              >
                <Photo src={photo.thumbnailUrl ?? photo.imageUrl} alt={photo.title} width={480} height={480} priority={index < 3} className="transition-transform duration-500 group-hover:scale-105" />
              </button>
              <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-3 pt-10 text-white opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 sm:p-4 sm:pt-12 [@media(hover:none)]:opacity-100">
                <span className="block font-serif text-base font-semibold sm:text-lg">{photo.title}</span>
                {photo.description && <span className="mt-0.5 block text-xs text-sand-100 sm:text-sm">{photo.description}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title={shown?.title ?? ''} size="lg">
        {shown && (
          <figure>
            <Photo src={shown.imageUrl} alt={shown.title} width={1600} height={1067} priority className="rounded-xl" />
            {shown.description && <figcaption className="mt-3 text-stone-600">{shown.description}</figcaption>}
          </figure>
        )}
      </Modal>
    </>
  );
}
