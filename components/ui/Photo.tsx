import type { ImgHTMLAttributes } from 'react';
import { uploadedSrcSet } from '#lib/domain/catalogue/uploaded-image.ts';
import { PHOTO_ATTRIBUTE } from './photo-failures.ts';

interface PhotoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string | null | undefined;
  /** Required: every image on the site describes itself. Pass '' only for decoration. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /** Above the fold: load at once. Everything else loads lazily. */
  priority?: boolean;
  /** Classes of the frame (sizing, rounding); the image fills it with object-cover. */
  className?: string;
}

/**
 * A photograph in a frame of fixed aspect ratio. Until it loads, and if it fails (stock photos
 * live on another host), the frame shows a quiet savanna placeholder instead of a broken image.
 * It has no state: `watchPhotos` (run once per document) flags failed images, so a photo works the
 * same in hydrated and in server-only markup (decision 072).
 */
export function Photo({ src, alt, width, height, priority = false, className = '', ...imgProps }: PhotoProps) {
  // A frame the caller positions itself (e.g. `absolute inset-0` behind a hero) must not also be `relative`.
  // Images uploaded here come in several widths: the browser picks by `sizes` (the caller's, else the viewport).
  const srcSet = src ? uploadedSrcSet(src) : undefined;
  const position = /\b(absolute|fixed|sticky)\b/.test(className) ? '' : 'relative';

  return (
    <div
      className={`${position} overflow-hidden bg-gradient-to-br from-sand-200 via-sand-300 to-ochre-400/60 ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {src ? (
        // A failed image turns transparent but keeps its alt text for assistive technology.
        <img
          {...{ [PHOTO_ATTRIBUTE]: '' }}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? '100vw' : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          className="peer absolute inset-0 h-full w-full object-cover data-[failed]:opacity-0"
          {...imgProps}
        />
      ) : (
        <div role="img" aria-label={alt || undefined} aria-hidden={alt ? undefined : true} className="absolute inset-0" />
      )}
      <svg
        aria-hidden="true"
        viewBox="0 0 120 40"
        className={`absolute bottom-3 left-3 w-1/3 max-w-32 text-bush-800/25 ${src ? 'hidden peer-data-[failed]:block' : ''}`}
        fill="currentColor"
      >
        <path d="M0 40c12-10 22-16 32-16 8 0 11 5 18 5 9 0 15-11 26-11 6 0 10 3 12 5V40z" />
        <path d="M92 40V22m-10 6c4-8 18-8 22 0m-16-2c-2-8 16-8 12 0" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </div>
  );
}
