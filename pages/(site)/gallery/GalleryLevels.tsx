import type { ReactNode } from 'react';
import { ButtonLink, buttonClasses } from '#components/ui/Button.tsx';
import type { FolderCardData, GalleryCardData, PhotoData } from '#lib/domain/catalogue/catalogue.types.ts';
import { CollectionCard } from './CollectionCard.tsx';
import { EmptyState } from './EmptyState.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { formatCollectionDate, galleryHref } from './gallery.content.ts';
import { galleryCopy } from './gallery.copy.ts';
import { GalleryLink } from './GalleryNavigation.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { siteHref } from '#lib/i18n/locale-paths.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The level's words, and the language of the operator's names and texts where it is not the page's. */
function useLevelWords() {
  const locale = useLocale();
  return { locale, copy: galleryCopy[locale], operatorLang: locale === 'en' ? undefined : 'en' };
}

export function FoldersLevel({ folders }: { folders: FolderCardData[] }) {
  const { locale, copy, operatorLang } = useLevelWords();
  if (folders.length === 0) {
    return (
      <EmptyState title={copy.empty.folders.title} text={copy.empty.folders.text}>
        <ButtonLink href={siteHref(copy.empty.folders.action.href, locale)}>{copy.empty.folders.action.label}</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <h2 className="sr-only">{copy.collectionsHeading}</h2>
      <ul className={GRID}>
        {folders.map((folder, index) => (
          <li key={folder.id} className="flex">
            <CollectionCard
              name={folder.name}
              description={folder.description || copy.folderFallbackDescription}
              coverImageUrl={folder.coverImageUrl}
              href={galleryHref({ folderId: folder.id }, locale)}
              date={{ iso: folder.createdAt, label: formatCollectionDate(folder.createdAt, locale) }}
              lang={folder.description ? operatorLang : undefined}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function LevelHeader({ title, description, meta, back, lang }: { title: string; description: string | null; meta?: string; back: ReactNode; lang?: string }) {
  return (
    <div className="mb-8 flex flex-col gap-5 border-b border-sand-200 pb-8 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <h2 lang={lang} className="text-3xl font-semibold sm:text-4xl">{title}</h2>
        {description && <p lang={lang} className="mt-2 text-lg text-stone-600">{description}</p>}
        {meta && <p className="mt-2 text-sm font-medium uppercase tracking-wider text-ochre-700">{meta}</p>}
      </div>
      <div className="shrink-0">{back}</div>
    </div>
  );
}

function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <GalleryLink href={href} className={buttonClasses('outline', 'md', 'text-bush-800')}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path fillRule="evenodd" d="M12.8 4.2a.75.75 0 010 1.06L8.08 10l4.72 4.72a.75.75 0 11-1.06 1.06l-5.25-5.25a.75.75 0 010-1.06l5.25-5.25a.75.75 0 011.06 0z" clipRule="evenodd" />
      </svg>
      {children}
    </GalleryLink>
  );
}

export function GalleriesLevel({ folder, galleries }: { folder: FolderCardData; galleries: GalleryCardData[] }) {
  const { locale, copy, operatorLang } = useLevelWords();
  return (
    <>
      <LevelHeader title={folder.name} description={folder.description} lang={operatorLang} back={<BackLink href={galleryHref({}, locale)}>{copy.backToCollections}</BackLink>} />
      {galleries.length === 0 ? (
        <EmptyState title={copy.empty.galleries.title} text={copy.empty.galleries.text} />
      ) : (
        <ul className={GRID}>
          {galleries.map((gallery, index) => (
            <li key={gallery.id} className="flex">
              <CollectionCard
                name={gallery.name}
                description={gallery.description || copy.folderFallbackDescription}
                coverImageUrl={gallery.coverImageUrl}
                href={galleryHref({ folderId: folder.id, galleryId: gallery.id }, locale)}
                lang={gallery.description ? operatorLang : undefined}
                priority={index < 3}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PhotosLevel({ folder, gallery, photos }: { folder: FolderCardData; gallery: GalleryCardData; photos: PhotoData[] }) {
  const { locale, copy, operatorLang } = useLevelWords();
  return (
    <>
      <LevelHeader
        title={gallery.name}
        description={gallery.description}
        lang={operatorLang}
        meta={photos.length > 0 ? copy.photoCount(photos.length) : undefined}
        back={<BackLink href={galleryHref({ folderId: folder.id }, locale)}>{copy.backToFolder(folder.name)}</BackLink>}
      />
      {photos.length === 0 ? <EmptyState title={copy.empty.photos.title} text={copy.empty.photos.text} /> : <PhotoGrid photos={photos} />}
    </>
  );
}
