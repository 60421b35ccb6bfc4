import { Photo } from '#components/ui/Photo.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { homeCopy } from './home.copy.ts';

/** SPEC §2: the five animals, Lion, Elephant, Buffalo, Leopard and Rhino. */
export function BigFive() {
  const copy = homeCopy[useLocale()].bigFive;
  return (
    <section aria-labelledby="big-five-heading" className="px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="big-five-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
        <ul className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-5">
          {copy.animals.map((animal) => (
            <li key={animal.name} className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-sand-200 last:col-span-2 last:mx-auto last:w-[calc(50%-0.5rem)] sm:last:w-[calc(50%-0.75rem)] md:last:col-span-1 md:last:w-auto">
              <Photo src={stockPhoto(animal.photoId, 600)} alt={animal.alt} width={600} height={600} />
              <div className="p-4">
                <h3 className="font-serif text-xl font-semibold text-bush-900">{animal.name}</h3>
                <p className="mt-1 text-sm text-stone-600">{animal.fact}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
