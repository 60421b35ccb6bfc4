import { useState } from 'react';
import { Lightbox, preloadLightbox } from '#components/site/Lightbox.tsx';
import { lightboxContent } from '#components/site/site.content.ts';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import type { DetailPhoto } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

// A mosaic for four photos: one large, one wide, two small; rows have a fixed height, so tiles line up.
const TILE_SPANS = ['col-span-2 row-span-2', 'col-span-2'];

/** The destination in four photographs. */
export function DetailGallery({ photos }: { photos: DetailPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = photos.map((photo) => ({ src: stockPhoto(photo.id, 1600), alt: photo.alt, title: photo.alt }));
  return (
    <ActivitySection id="gallery" tone="white" eyebrow={detailContent.galleryEyebrow} title={detailContent.galleryTitle}>
      <ul className="grid auto-rows-[11rem] grid-cols-2 gap-3 sm:auto-rows-[15rem] sm:gap-4 lg:grid-cols-4" onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
        {photos.map((photo, index) => (
          <li key={photo.id + photo.alt} className={TILE_SPANS[index] ?? ''}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={lightboxContent.openLabel(photo.alt)}
              className="block h-full w-full cursor-zoom-in rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600"
            >
              <Photo
                src={stockPhoto(photo.id, index === 0 ? 1200 : 800)}
                alt={photo.alt}
                width={index === 0 ? 1200 : 800}
                height={index === 0 ? 900 : 600}
                className="h-full w-full rounded-2xl"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </ActivitySection>
  );
}
