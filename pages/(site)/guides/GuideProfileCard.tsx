import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import type { GuideProfile } from './guides.content.ts';
import { guidesCopy } from './guides.copy.ts';

function TagList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-bush-800 ring-1 ring-sand-200">
          {item}
        </li>
      ))}
    </ul>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-stone-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-5 w-5 shrink-0 text-bush-700">
            <path fillRule="evenodd" d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" clipRule="evenodd" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}

const LABEL = 'text-sm font-semibold uppercase tracking-wider text-ochre-700';

/** One guide: photo, story, and the facts a traveller weighs up before choosing. */
/** `reverse` puts the photo on the right on wide screens, so consecutive profiles alternate. */
export function GuideProfileCard({ guide, reverse = false }: { guide: GuideProfile; reverse?: boolean }) {
  const labels = guidesCopy[useLocale()].profileLabels;
  const siteLink = useSiteLink();
  const headingId = `guide-${guide.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 lg:grid lg:grid-cols-5">
      <Photo src={stockPhoto(guide.image.photoId, 900)} alt={guide.image.alt} width={900} height={700} className={`lg:col-span-2 lg:h-full lg:w-full ${reverse ? 'lg:order-last' : ''}`} />
      <div className="p-6 sm:p-8 lg:col-span-3">
        <p className={LABEL}>{guide.title}</p>
        <h2 id={headingId} className="mt-1 text-3xl font-semibold">
          {guide.name}
        </h2>
        <p className="mt-4 text-stone-700">{guide.bio}</p>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <dt className={LABEL}>{labels.experience}</dt>
            <dd className="mt-2 text-stone-800">{guide.experience}</dd>
          </div>
          <div>
            <dt className={LABEL}>{labels.languages}</dt>
            <dd>
              <TagList items={guide.languages} />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={LABEL}>{labels.specialties}</dt>
            <dd>
              <TagList items={guide.specialties} />
            </dd>
          </div>
          <div>
            <dt className={LABEL}>{labels.certifications}</dt>
            <dd>
              <CheckList items={guide.certifications} />
            </dd>
          </div>
          <div>
            <dt className={LABEL}>{labels.achievements}</dt>
            <dd>
              <CheckList items={guide.achievements} />
            </dd>
          </div>
        </dl>
        <ButtonLink {...siteLink(labels.book.href)} className="mt-8">
          <span>
            {labels.book.label}
            <span className="sr-only"> {labels.bookWith(guide.name)}</span>
          </span>
        </ButtonLink>
      </div>
    </article>
  );
}
