import { useEffect, useRef } from 'react';
import { useData } from 'vike-react/useData';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import type { Data } from './+data.ts';
import { useLocale } from '#components/site/use-locale.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { galleryHref } from './gallery.content.ts';
import { galleryCopy, type GalleryWords } from './gallery.copy.ts';
import { GalleryBreadcrumb, type Crumb } from './GalleryBreadcrumb.tsx';
import { FoldersLevel, GalleriesLevel, PhotosLevel } from './GalleryLevels.tsx';
import { GalleryNavigationProvider, useGalleryLevels } from './GalleryNavigation.tsx';

export default function Page() {
  const copy = galleryCopy[useLocale()];
  return (
    <>
      <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading level={1} inverted eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      </section>
      <GalleryBrowser />
    </>
  );
}

function crumbsFor(data: Data, copy: GalleryWords, locale: Locale): Crumb[] {
  if (data.level === 'folders') return [{ label: copy.breadcrumbLabel }];
  const top = { label: copy.breadcrumbLabel, href: galleryHref({}, locale) };
  if (data.level === 'galleries') return [top, { label: data.folder.name }];
  return [top, { label: data.folder.name, href: galleryHref({ folderId: data.folder.id }, locale) }, { label: data.gallery.name }];
}

function GalleryBrowser() {
  const locale = useLocale();
  const copy = galleryCopy[locale];
  const { data, pending, arrivals, go } = useGalleryLevels(useData<Data>());
  const section = useRef<HTMLElement>(null);

  // A visitor who had scrolled down a long level sees the loading text and then the new level from its
  // top. The link that was clicked is gone with the level it was on: keyboard and screen reader users
  // continue from the top of the new level instead of from the start of the page.
  useEffect(() => {
    const browser = section.current;
    if (!browser || (!pending && arrivals === 0)) return;
    if (!pending) browser.focus({ preventScroll: true });
    if (browser.getBoundingClientRect().top < 0) browser.scrollIntoView({ block: 'start' });
  }, [pending, arrivals]);

  return (
    <GalleryNavigationProvider go={go}>
      <section ref={section} tabIndex={-1} aria-label={copy.browserLabel} className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 focus:outline-none sm:px-6 sm:py-16">
        {data.level !== 'folders' && (
          <div className="mb-8">
            <GalleryBreadcrumb crumbs={crumbsFor(data, copy, locale)} label={copy.breadcrumbNavLabel} />
          </div>
        )}
        {data.missing && !pending && (
          <p role="status" className="mb-8 rounded-xl border border-ochre-400/60 bg-ochre-400/10 px-4 py-3 text-stone-800">
            {copy.notices.missing}
          </p>
        )}
        {/* Always in the DOM, so screen readers announce the loading text when it appears. */}
        <div role="status">
          {pending && (
            <p className="flex items-center justify-center gap-3 py-24 text-lg text-stone-600">
              <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-sand-300 border-t-ochre-600" />
              {copy.loading}
            </p>
          )}
        </div>
        {pending ? null : data.level === 'folders' ? (
          <FoldersLevel folders={data.folders} />
        ) : data.level === 'galleries' ? (
          <GalleriesLevel folder={data.folder} galleries={data.galleries} />
        ) : (
          <PhotosLevel folder={data.folder} gallery={data.gallery} photos={data.photos} />
        )}
      </section>
    </GalleryNavigationProvider>
  );
}
