import { useState } from 'react';
import { Lightbox, preloadLightbox } from '#components/site/Lightbox.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { lightboxWords } from '#lib/i18n/site-chrome.ts';
import { Photo } from '#components/ui/Photo.tsx';
import type { PhotoData } from '#lib/domain/catalogue/catalogue.types.ts';

/**
 * Photo tiles. The caption shows on hover and on keyboard focus, and always on touch screens,
 * which have no hover. A tile opens the photo larger in the lightbox, which steps through them all. The
 * lightbox's code is fetched when the browser is idle after hydration, or earlier on a pointer over the grid
 * or focus in it (decision 081).
 */
export function PhotoGrid({ photos }: { photos: PhotoData[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const lightboxContent = lightboxWords[useLocale()];
  const images = photos.map((photo) => ({ src: photo.imageUrl, alt: photo.title, title: photo.title, caption: photo.description ?? undefined }));
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3" onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className="group relative overflow-hidden rounded-2xl bg-white shadow-sm">
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={lightboxContent.openLabel(photo.title)}
                className="block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ochre-400"
              >
                <Photo src={photo.thumbnailUrl ?? photo.imageUrl} alt={photo.title} width={480} height={480} priority={index < 3} sizes="(min-width: 768px) 33vw, 50vw" className="transition-transform duration-500 group-hover:scale-105" />
              </button>
              <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-3 pt-10 text-white opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 sm:p-4 sm:pt-12 [@media(hover:none)]:opacity-100">
                <span className="block font-serif text-base font-semibold sm:text-lg">{photo.title}</span>
                {photo.description && <span className="mt-0.5 block text-xs text-sand-100 sm:text-sm">{photo.description}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
