import type { ReactNode } from 'react';
import { Photo } from './Photo.tsx';

interface PhotoHeroProps {
  /** The id of the page's h1 inside `children`, which names the section. */
  titleId: string;
  photo: { src: string; srcSet?: string; sizes?: string; alt: string };
  back: { href: string; label: string };
  /** Height and bottom padding of the frame, e.g. `min-h-[28rem] pb-14 sm:min-h-[34rem] sm:pb-20`. */
  frameClassName: string;
  children: ReactNode;
}

/** A full-width photo under a dark gradient, the way back to the list, and the page's title block at the foot. */
export function PhotoHero({ titleId, photo, back, frameClassName, children }: PhotoHeroProps) {
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-bush-950">
      <Photo {...photo} width={1600} height={900} priority className="!absolute inset-0 -z-10 h-full w-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-bush-950/95 via-bush-950/70 to-bush-950/40" />
      <div className={`mx-auto flex max-w-6xl flex-col px-4 pt-6 ${frameClassName}`}>
        <a
          href={back.href}
          className="inline-flex w-fit items-center gap-2 rounded-full bg-black/30 px-4 py-2 text-sm font-semibold text-white backdrop-blur-sm hover:bg-black/45 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {back.label}
        </a>
        <div className="mt-auto pt-16">{children}</div>
      </div>
    </section>
  );
}
