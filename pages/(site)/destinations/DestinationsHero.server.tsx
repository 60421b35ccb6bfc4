import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { destinationsCopy } from './destinations.copy.ts';

export function DestinationsHero() {
  const { hero } = destinationsCopy[useLocale()];
  return (
    <section aria-labelledby="destinations-title" className="relative isolate overflow-hidden bg-bush-950">
      <Photo src={stockPhoto(hero.image.id, 1600)} {...stockPhotoSrcSet(hero.image.id)} alt={hero.image.alt} width={1600} height={700} priority className="!absolute inset-0 -z-10 h-full w-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-bush-950/95 via-bush-950/75 to-bush-950/40" />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-400">{hero.eyebrow}</p>
        <h1 id="destinations-title" className="mt-3 max-w-3xl text-4xl font-semibold leading-tight text-white sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100">{hero.intro}</p>
      </div>
    </section>
  );
}
