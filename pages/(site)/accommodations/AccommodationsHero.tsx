import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { accommodationsCopy } from './accommodations.copy.ts';

/** The page's title over a lodge photo, with jump links to the three types. */
export function AccommodationsHero() {
  const { intro, types: accommodationTypes, labels } = accommodationsCopy[useLocale()];
  return (
    <section aria-labelledby="accommodations-title" className="relative isolate overflow-hidden bg-bush-950">
      <div className="absolute inset-0 -z-10">
        <Photo src={stockPhoto(intro.image.id, 1600)} {...stockPhotoSrcSet(intro.image.id)} alt={intro.image.alt} width={1600} height={900} priority className="h-full w-full" />
      </div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-bush-950/95 via-bush-950/75 to-bush-950/40" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-400">{intro.eyebrow}</p>
        <h1 id="accommodations-title" className="mt-3 text-4xl font-semibold text-white sm:text-6xl">
          {intro.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100">{intro.intro}</p>
        <nav aria-label={labels.typesNav} className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {accommodationTypes.map((type) => (
              <li key={type.id}>
                <a href={`#${type.id}`} className="inline-flex rounded-full border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                  {type.name} · {type.priceRange}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
