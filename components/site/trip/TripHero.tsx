import { ButtonLink } from '#components/ui/Button.tsx';
import { PhotoHero } from '#components/ui/PhotoHero.tsx';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import { useTripCopy } from './trip.copy.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { TripPrice } from './TripPrice.tsx';

type HeroProps = Pick<Trip, 'name' | 'duration' | 'imageUrl' | 'fromPrice' | 'priceCurrency'> & { badge: string };

/** The trip's photo with its name (the page's one h1), length, "from" price and the way to enquire. */
export function TripHero({ name, badge, duration, imageUrl, fromPrice, priceCurrency }: HeroProps) {
  const copy = useTripCopy();
  // An uploaded photo brings its own widths (Photo adds them); a stock one gets the stock site's.
  const photo = imageUrl ? { src: imageUrl } : { src: stockPhoto(copy.fallbackPhotoId, 1600), ...stockPhotoSrcSet(copy.fallbackPhotoId) };
  return (
    <PhotoHero
      titleId="trip-title"
      photo={{ ...photo, alt: copy.heroAlt(name) }}
      back={{ href: localizedPath('/packages', copy.locale), label: copy.backLabel }}
      frameClassName="min-h-[30rem] pb-12 sm:min-h-[34rem] sm:px-6 sm:pb-16"
    >
      <p className="w-fit rounded-full bg-ochre-400 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-bush-950">{badge}</p>
      <h1 id="trip-title" className="mt-4 max-w-4xl text-4xl font-semibold leading-tight text-white sm:text-5xl">
        {name}
      </h1>
      <p className="mt-3 flex items-center gap-2 text-lg text-sand-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-ochre-400" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{copy.facts.duration}: </span>
        {duration}
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-5">
        <TripPrice fromPrice={fromPrice} currency={priceCurrency} inverted />
        <ButtonLink href="#contact" size="lg">
          {copy.enquireLabel}
        </ButtonLink>
      </div>
    </PhotoHero>
  );
}
