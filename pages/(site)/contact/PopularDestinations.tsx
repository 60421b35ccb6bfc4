import { Photo } from '#components/ui/Photo.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { contactCopy } from './contact.copy.ts';

/** SPEC §2: four clickable cards with their badges, leading to the destination detail pages. */
export function PopularDestinations() {
  const copy = contactCopy[useLocale()].destinations;
  const siteLink = useSiteLink();
  return (
    <section aria-labelledby="destinations-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="destinations-heading" title={copy.heading} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.destinations.map((destination) => (
            <li key={destination.href}>
              <a
                {...siteLink(destination.href)}
                className="group block h-full overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-sand-200 transition-shadow hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ochre-600"
              >
                <div className="relative">
                  <Photo src={stockPhoto(destination.photoId, 600)} alt={destination.alt} width={600} height={450} />
                  <span className="absolute left-3 top-3 rounded-full bg-ochre-600 px-3 py-1 text-xs font-semibold text-white shadow">{destination.badge}</span>
                </div>
                <span className="block p-5">
                  <span className="block font-serif text-xl font-semibold text-bush-900 group-hover:underline">{destination.name}</span>
                  <span className="mt-1 block text-sm text-stone-600">{destination.country}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
