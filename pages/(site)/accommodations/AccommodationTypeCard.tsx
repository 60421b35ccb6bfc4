import { buttonClasses } from '#components/ui/Button.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { AccommodationGallery } from './AccommodationGallery.tsx';
import type { AccommodationType } from './accommodations.content.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { accommodationsCopy } from './accommodations.copy.ts';

/** One accommodation type: its gallery beside name, price per night, eight features and Book. */
export function AccommodationTypeCard({ type, reverse }: { type: AccommodationType; reverse: boolean }) {
  const { labels } = accommodationsCopy[useLocale()];
  const siteLink = useSiteLink();
  const headingId = `${type.id}-title`;
  return (
    <article id={type.id} aria-labelledby={headingId} className="grid items-center gap-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8 lg:grid-cols-2 lg:gap-14">
      <div className={reverse ? 'lg:order-last' : ''}>
        <AccommodationGallery name={type.name} images={type.images} />
      </div>
      <div>
        <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
          {type.name}
        </h2>
        <p className="mt-3 text-stone-600">
          <span className="font-serif text-3xl font-semibold text-ochre-700">{type.priceRange}</span> <span className="text-lg">{labels.perNight}</span>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{type.description}</p>
        <h3 className="mt-8 text-xl font-semibold">{labels.features}</h3>
        <div className="mt-4">
          <CheckList items={type.features} columns={2} />
        </div>
        <a {...siteLink('/contact')} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {type.bookLabel}
        </a>
      </div>
    </article>
  );
}
