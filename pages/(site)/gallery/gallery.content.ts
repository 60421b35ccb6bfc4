import type { Locale, Localized } from '#lib/domain/site/locale.ts';

/** Copy of the gallery browser (SPEC §2 /gallery, §4 gallery browsing); the German is gallery.content.de.ts. */
export const galleryContent = {
  /** Names the list of collections for screen readers (the cards' h3 need an h2 above them). */
  collectionsHeading: 'Photo collections',
  hero: {
    eyebrow: 'From our game drives',
    title: 'Safari Photo Gallery',
    intro:
      'Moments our guests and guides have caught on the road: the Big Five up close, canyons and waterfalls, and the people behind every trip. Choose a collection to start.',
  },
  breadcrumbLabel: 'Gallery',
  breadcrumbNavLabel: 'Breadcrumb',
  browserLabel: 'Photo collections',
  loading: 'Loading gallery...',
  folderFallbackDescription: 'Explore this photo collection',
  viewLabel: 'View',
  createdLabel: 'Added',
  backToCollections: 'Back to Collections',
  backToFolder: (folderName: string) => `Back to ${folderName}`,
  photoCount: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  notices: {
    missing: 'That collection or gallery is no longer available, so here is where you can carry on browsing.',
  },
  empty: {
    folders: {
      title: 'Gallery Coming Soon',
      text: 'We are sorting through the photographs from our latest safaris. While we do, see where they were taken.',
      action: { label: 'Explore Safari Packages', href: '/packages' },
    },
    galleries: {
      title: 'No galleries yet',
      text: 'This collection is being prepared. Check back soon for amazing photos!',
    },
    photos: {
      title: 'No photos yet',
      text: 'This gallery is being prepared. Check back soon for stunning safari photos!',
    },
  },
} as const;

// A fixed locale per language and UTC give the same text on the server and in the browser (no hydration mismatch).
const monthYear: Localized<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "March 2026" ("März 2026" in German), from an ISO timestamp. */
export function formatCollectionDate(iso: string, locale: Locale = 'en'): string {
  return monthYear[locale].format(new Date(iso));
}

/** The URL of a level of the browser in the page's language; the query is the single source of where the visitor is. */
export function galleryHref(target: { folderId?: string; galleryId?: string } = {}, locale: Locale = 'en'): string {
  const params = new URLSearchParams();
  if (target.folderId) params.set('folder', target.folderId);
  if (target.galleryId) params.set('gallery', target.galleryId);
  const query = params.toString();
  const path = locale === 'de' ? '/de/gallery' : '/gallery';
  return query ? `${path}?${query}` : path;
}
