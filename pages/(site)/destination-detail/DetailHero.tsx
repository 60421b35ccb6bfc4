import { PhotoHero } from '#components/ui/PhotoHero.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import type { DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

type HeroProps = Pick<DestinationDetail, 'name' | 'country' | 'tagline' | 'badges' | 'hero'>;

/** Full-width photo with the way back to the list and the page's one h1. */
export function DetailHero({ name, country, tagline, badges = [], hero }: HeroProps) {
  return (
    <PhotoHero
      titleId="destination-title"
      photo={{ src: stockPhoto(hero.id, 1600), ...stockPhotoSrcSet(hero.id), alt: hero.alt }}
      back={{ href: '/destinations', label: detailContent.backLabel }}
      frameClassName="min-h-[28rem] pb-14 sm:min-h-[34rem] sm:pb-20"
    >
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
    </PhotoHero>
  );
}
