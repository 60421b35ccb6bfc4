import { buttonClasses } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { galleryCopy } from './gallery.copy.ts';
import { GalleryLink } from './GalleryNavigation.tsx';

interface CollectionCardProps {
  name: string;
  description: string;
  coverImageUrl: string | null;
  href: string;
  /** Already formatted for people, e.g. "March 2026". */
  date?: { iso: string; label: string };
  priority?: boolean;
  /** The language of the name and description where it is not the page's (the operator writes them in English). */
  lang?: string;
}

/**
 * A folder or a gallery: cover (or the placeholder when it has none), name, description and a
 * View link. The link's hit area is stretched over the whole card, so the card is one target.
 */
export function CollectionCard({ name, description, coverImageUrl, href, date, priority = false, lang }: CollectionCardProps) {
  const galleryContent = galleryCopy[useLocale()];
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <Photo src={coverImageUrl} alt="" width={800} height={560} priority={priority} className="transition-transform duration-500 group-hover:scale-[1.02]" />
      <div className="flex flex-1 flex-col p-6">
        <h3 lang={lang} className="text-xl font-semibold">{name}</h3>
        <p lang={lang} className="mt-2 flex-1 text-stone-600">{description}</p>
        <div className="mt-5 flex items-center justify-between gap-4">
          {date ? (
            <p className="text-sm text-stone-600">
              {galleryContent.createdLabel} <time dateTime={date.iso}>{date.label}</time>
            </p>
          ) : (
            <span />
          )}
          <GalleryLink href={href} className={buttonClasses('secondary', 'sm', 'after:absolute after:inset-0 after:content-[""]')}>
            {/* One flex item for the whole name, so Chrome does not add a space inside it. */}
            <span>
              {galleryContent.viewLabel}
              <span lang={lang} className="sr-only"> {name}</span>
            </span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path fillRule="evenodd" d="M7.2 4.2a.75.75 0 011.06 0l5.25 5.25a.75.75 0 010 1.06l-5.25 5.25a.75.75 0 11-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 010-1.06z" clipRule="evenodd" />
            </svg>
          </GalleryLink>
        </div>
      </div>
    </article>
  );
}
