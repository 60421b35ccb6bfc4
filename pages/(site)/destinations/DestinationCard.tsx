import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { detailPath } from '#lib/content/detail-routes.ts';
import { ContactScrollLink } from './ContactScrollLink.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { destinationsCopy } from './destinations.copy.ts';
import type { Destination } from './destinations.types.ts';

/** One destination: its detail page when it has one, otherwise the contact form below. */
export function DestinationCard({ destination }: { destination: Destination }) {
  const { name, country, description, highlights, bestTime, image, detail } = destination;
  const { card: copy, about } = destinationsCopy[useLocale()];
  const siteLink = useSiteLink();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md">
      <Photo src={stockPhoto(image.id, 800)} alt={image.alt} width={800} height={520} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wider text-ochre-700">
          <ActivityIcon name="globe" className="h-4 w-4" />
          {country}
        </p>
        <h3 className="mt-2 text-2xl font-semibold">{name}</h3>
        <p className="mt-3 leading-relaxed text-stone-600">{description}</p>
        <ul aria-label={`${copy.highlights}: ${name}`} className="mt-4 flex flex-wrap gap-2">
          {highlights.map((highlight) => (
            <li key={highlight} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-bush-800">
              {highlight}
            </li>
          ))}
        </ul>
        <p className="mt-5 flex flex-1 items-end gap-2 text-sm text-stone-700">
          <ActivityIcon name="calendar" className="h-4 w-4 shrink-0 text-bush-700" />
          <span>
            <span className="font-semibold text-bush-900">{copy.bestTime}:</span> {bestTime}
          </span>
        </p>
        <div className="mt-6">
          {detail ? (
            <ButtonLink {...siteLink(detailPath(detail))} variant="secondary" className="w-full">
              <span>
                {copy.exploreDetails}
                <span className="sr-only"> {about(name)}</span>
              </span>
            </ButtonLink>
          ) : (
            <ContactScrollLink className="w-full">
              <span>
                {copy.learnMore}
                <span className="sr-only"> {about(name)}</span>
              </span>
            </ContactScrollLink>
          )}
        </div>
      </div>
    </article>
  );
}
