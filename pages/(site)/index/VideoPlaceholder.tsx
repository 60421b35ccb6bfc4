import { noticeButton } from '#components/ui/notice-buttons.ts';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { galleryTeaserCopy } from './gallery-teaser.copy.ts';

/** SPEC §2's video placeholder: no playback yet, so Play Video tells the visitor the film is coming. */
export function VideoPlaceholder() {
  const copy = galleryTeaserCopy[useLocale()].video;
  return (
    <div className="relative isolate mt-14 overflow-hidden rounded-2xl bg-bush-950 shadow-lg">
      <Photo src={stockPhoto(copy.image.photoId, 1600)} alt={copy.image.alt} width={1600} height={700} className="!absolute inset-0 -z-10 h-full w-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-bush-950/85 via-bush-950/55 to-bush-950/35" />
      <div className="flex min-h-72 flex-col items-center justify-center gap-4 px-6 py-14 text-center">
        <button
          {...noticeButton(copy.comingSoonTitle, copy.comingSoonText)}
          className="flex items-center gap-3 rounded-full bg-white/95 py-3 pl-3 pr-6 font-semibold text-bush-900 shadow-xl transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-ochre-600 text-white">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-0.5 h-5 w-5" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          {copy.playLabel}
        </button>
        <h3 className="font-serif text-2xl font-semibold text-white">{copy.heading}</h3>
        <p className="max-w-md text-sand-100">{copy.text}</p>
      </div>
    </div>
  );
}
