/**
 * The packages page's tabs in every language we serve (issue 42). Kept apart from the page's other copy because the
 * tabs hydrate: only these words reach the browser.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import type { PackageCategory } from '#lib/package-categories.ts';
import { categoryContent, packagesPageContent } from './packages.content.ts';

export interface PackageTabsCopy {
  tabsLabel: string;
  inquireLabel: string;
  emptyCategory: string;
  emptyCategoryLink: { href: string; label: string };
  categories: Record<PackageCategory, { tab: string; badge: string; intro: string }>;
}

export const packageTabsCopy: Localized<PackageTabsCopy> = {
  en: {
    tabsLabel: packagesPageContent.tabsLabel,
    inquireLabel: packagesPageContent.inquireLabel,
    emptyCategory: packagesPageContent.emptyCategory,
    emptyCategoryLink: packagesPageContent.emptyCategoryLink,
    categories: categoryContent,
  },
  de: {
    tabsLabel: 'Reisearten',
    inquireLabel: 'Anfragen',
    emptyCategory: 'Neue Reisen in dieser Kategorie sind in Vorbereitung. Erzählen Sie uns, was Ihnen vorschwebt, und wir planen sie gemeinsam mit Ihnen.',
    emptyCategoryLink: { href: '/contact', label: 'Nach einer individuellen Safari fragen' },
    categories: {
      local: {
        tab: 'Safaris in Südafrika',
        badge: 'Südafrika',
        intro: 'Südafrika von seiner schönsten Seite: der Kruger, die Panoramaroute und die Garden Route, ganz ohne Grenzübertritt.',
      },
      'cross-border': {
        tab: 'Länderübergreifend',
        badge: 'Länderübergreifend',
        intro: 'Zwei oder mehr Länder auf einer Reise: Botswana, Simbabwe und Sambia, die Transfers über die Grenzen organisieren wir für Sie.',
      },
      luxury: {
        tab: 'Luxus',
        badge: 'Luxus',
        intro: 'Private Wildschutzgebiete, Buschcamps mit eigener Landepiste und Suiten mit Aussicht, mit Ihrem eigenen Guide von Anfang bis Ende.',
      },
    },
  },
};
