import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import type { DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

type HeroProps = Pick<DestinationDetail, 'name' | 'country' | 'tagline' | 'badges' | 'hero'>;

/** Full-width photo with the way back to the list and the page's one h1. */
export function DetailHero({ name, country, tagline, badges = [], hero }: HeroProps) {
  return (
    <section aria-labelledby="destination-title" className="relative isolate overflow-hidden bg-bush-950">
      <Photo src={stockPhoto(hero.id, 1600)} {...stockPhotoSrcSet(hero.id)} alt={hero.alt} width={1600} height={900} priority className="!absolute inset-0 -z-10 h-full w-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-bush-950/95 via-bush-950/70 to-bush-950/40" />
      <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col px-4 pb-14 pt-6 sm:min-h-[34rem] sm:pb-20">
        <a
          href="/destinations"
          className="inline-flex w-fit items-center gap-2 rounded-full bg-black/30 px-4 py-2 text-sm font-semibold text-white backdrop-blur-sm hover:bg-black/45 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {detailContent.backLabel}
        </a>
        <div className="mt-auto pt-16">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-ochre-400">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" strokeLinejoin="round" />
            </svg>
            {country}
          </p>
          <h1 id="destination-title" className="mt-3 max-w-4xl text-4xl font-semibold leading-tight text-white sm:text-6xl">
            {name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-sand-100 sm:text-xl">{tagline}</p>
          {badges.length > 0 && (
            <ul aria-label={detailContent.badgesLabel} className="mt-6 flex flex-wrap gap-2">
              {badges.map((badge) => (
                <li key={badge} className="rounded-full bg-ochre-400 px-3 py-1 text-sm font-semibold text-bush-950">
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
