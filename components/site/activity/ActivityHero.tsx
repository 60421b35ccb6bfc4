import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import type { ActivityHeroContent, Booking } from './activity.types.ts';
import { BookLink } from './BookLink.tsx';
import { FigureList } from './FigureList.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { activityWords } from './activity.words.ts';

/** The opening of an activity page: full-width photo, the page's one h1, Book and pricing links. */
export function ActivityHero({ hero, booking }: { hero: ActivityHeroContent; booking: Booking }) {
  const words = activityWords[useLocale()];
  return (
    <section aria-labelledby="activity-title" className="relative isolate overflow-hidden bg-bush-950">
      {/* Photo draws its own positioned frame, so the wrapper is what stretches behind the text. */}
      <div className="absolute inset-0 -z-10">
        <Photo src={stockPhoto(hero.image.id, 1600)} {...stockPhotoSrcSet(hero.image.id)} alt={hero.image.alt} width={1600} height={900} priority className="h-full w-full" />
      </div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-bush-950/95 via-bush-950/75 to-bush-950/35" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-400">{hero.eyebrow}</p>
        <h1 id="activity-title" className="mt-3 max-w-3xl text-4xl font-semibold leading-tight text-white sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100">{hero.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookLink booking={booking}>
            {booking.label}
          </BookLink>
          <ButtonLink href="#pricing" variant="outline" size="lg" className="text-white">
            {words.seePricing}
          </ButtonLink>
        </div>
        {hero.figures.length > 0 && <FigureList figures={hero.figures} className="mt-12" inverted />}
      </div>
    </section>
  );
}
