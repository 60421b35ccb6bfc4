/**
 * The gallery browser's words in every language we serve (issue 42). The browser moves between levels in the page,
 * so these hydrate: the page ships both languages' words, and nothing else of the German site.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { galleryContent } from './gallery.content.ts';
import { galleryContentDe } from './gallery.content.de.ts';

export interface GalleryWords {
  collectionsHeading: string;
  hero: { eyebrow: string; title: string; intro: string };
  breadcrumbLabel: string;
  /** Names the breadcrumb's navigation landmark for screen readers. */
  breadcrumbNavLabel: string;
  browserLabel: string;
  loading: string;
  folderFallbackDescription: string;
  viewLabel: string;
  createdLabel: string;
  backToCollections: string;
  backToFolder: (folderName: string) => string;
  photoCount: (count: number) => string;
  notices: { missing: string };
  empty: {
    folders: { title: string; text: string; action: { label: string; href: string } };
    galleries: { title: string; text: string };
    photos: { title: string; text: string };
  };
}

export const galleryCopy: Localized<GalleryWords> = { en: galleryContent, de: galleryContentDe };
