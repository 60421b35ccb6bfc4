import { useState } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { Lightbox, preloadLightbox } from '#components/site/Lightbox.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { lightboxWords } from '#lib/i18n/site-chrome.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { galleryTeaserCopy } from './gallery-teaser.copy.ts';
import { VideoPlaceholder } from './VideoPlaceholder.tsx';

export function GalleryTeaser() {
  const [open, setOpen] = useState<number | null>(null);
  const locale = useLocale();
  const siteLink = useSiteLink();
  const copy = galleryTeaserCopy[locale];
  const lightboxContent = lightboxWords[locale];
  const images = copy.images.map((image) => ({ src: stockPhoto(image.photoId, 1600), alt: image.alt, title: image.title, caption: image.category }));
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="gallery-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-3" onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
          {copy.images.map((image, index) => (
            <li key={image.photoId}>
              <button
                type="button"
                aria-label={lightboxContent.openLabel(image.title)}
                onClick={() => setOpen(index)}
                className="group block w-full overflow-hidden rounded-2xl text-left shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ochre-600"
              >
                <Photo
                  src={stockPhoto(image.photoId, 800)}
                  alt={image.alt}
                  width={800}
                  height={600}
                  className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="flex items-center justify-between bg-white px-4 py-3">
                  <span className="font-medium text-bush-900">{image.title}</span>
                  <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ochre-700">{image.category}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <VideoPlaceholder />
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          {copy.links.map((link, index) => (
            <a key={link.label} {...siteLink(link.href)} className={buttonClasses(index === 0 ? 'secondary' : 'outline', 'lg', index === 0 ? '' : 'text-bush-900')}>
              {link.label}
            </a>
          ))}
        </div>
      </div>
      <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </section>
  );
}
