/**
 * The words of the public site's frame in every language we serve (issue 42): header, menus, skip link, the
 * language switch, the photo viewer and the notes beside the forms. Plain typed objects rather than a message
 * library: the header hydrates, so these reach the browser, and a `Localized<T>` entry missing a language does not
 * type-check (decision 199). The footer's and the call bar's words render on the server only: `site-footer.ts`.
 */
import type { Localized } from '#lib/domain/site/locale.ts';

export interface NavLink {
  href: string;
  label: string;
}

export interface HeaderWords {
  /** SPEC §2: the desktop header's links, in order; the Contact button follows them. */
  desktopNav: readonly NavLink[];
  /** SPEC §2: the mobile menu adds the activity pages; Contact (scroll) closes the list. */
  mobileNav: readonly NavLink[];
  contactLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  menuTitle: string;
  skipLink: string;
  mainNavLabel: string;
  homeLinkLabel: string;
  /** The switch to the same page in the other language, written in that language (a reader looks for their own). */
  switchLabel: string;
  /** What the switch does, in this page's language, for screen readers. */
  switchTitle: string;
}

export const headerWords: Localized<HeaderWords> = {
  en: {
    desktopNav: [
      { href: '/', label: 'Home' },
      { href: '/packages', label: 'Packages' },
      { href: '/destinations', label: 'Destinations' },
      { href: '/accommodations', label: 'Accommodations' },
      { href: '/travel-info', label: 'Travel Info' },
      { href: '/guides', label: 'Guides' },
      { href: '/gallery', label: 'Gallery' },
      { href: '/faq', label: 'FAQ' },
    ],
    mobileNav: [
      { href: '/', label: 'Home' },
      { href: '/packages', label: 'Packages' },
      { href: '/destinations', label: 'Destinations' },
      { href: '/accommodations', label: 'Accommodations' },
      { href: '/travel-info', label: 'Travel Info' },
      { href: '/cheetah-walk', label: 'Cheetah Walk' },
      { href: '/jessica-hippo', label: 'Jessica the Hippo' },
      { href: '/panorama-route', label: 'Panorama Route' },
      { href: '/quad-biking', label: 'Quad Biking' },
      { href: '/victoria-falls', label: 'Victoria Falls' },
      { href: '/guides', label: 'Guides' },
      { href: '/gallery', label: 'Gallery' },
      { href: '/faq', label: 'FAQ' },
    ],
    contactLabel: 'Contact',
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    menuTitle: 'Menu',
    skipLink: 'Skip to content',
    mainNavLabel: 'Main',
    homeLinkLabel: 'home page',
    switchLabel: 'Deutsch',
    switchTitle: 'This page in German',
  },
  de: {
    desktopNav: [
      { href: '/', label: 'Start' },
      { href: '/packages', label: 'Reisen' },
      { href: '/destinations', label: 'Reiseziele' },
      { href: '/accommodations', label: 'Unterkünfte' },
      { href: '/travel-info', label: 'Reiseinfos' },
      { href: '/guides', label: 'Unsere Guides' },
      { href: '/gallery', label: 'Galerie' },
      { href: '/faq', label: 'Häufige Fragen' },
    ],
    mobileNav: [
      { href: '/', label: 'Start' },
      { href: '/packages', label: 'Reisen' },
      { href: '/destinations', label: 'Reiseziele' },
      { href: '/accommodations', label: 'Unterkünfte' },
      { href: '/travel-info', label: 'Reiseinfos' },
      { href: '/cheetah-walk', label: 'Spaziergang mit Geparden' },
      { href: '/jessica-hippo', label: 'Flusspferd Jessica' },
      { href: '/panorama-route', label: 'Panoramaroute' },
      { href: '/quad-biking', label: 'Quadtouren' },
      { href: '/victoria-falls', label: 'Victoriafälle' },
      { href: '/guides', label: 'Unsere Guides' },
      { href: '/gallery', label: 'Galerie' },
      { href: '/faq', label: 'Häufige Fragen' },
    ],
    contactLabel: 'Kontakt',
    openMenuLabel: 'Menü öffnen',
    closeMenuLabel: 'Menü schließen',
    menuTitle: 'Menü',
    skipLink: 'Zum Inhalt springen',
    mainNavLabel: 'Hauptnavigation',
    homeLinkLabel: 'Startseite',
    switchLabel: 'English',
    switchTitle: 'Diese Seite auf Englisch',
  },
};

/** The photo viewer, wherever photos open in it (home teaser, destination pages, the gallery). */
export const lightboxWords: Localized<{ openLabel: (title: string) => string; previous: string; next: string }> = {
  en: { openLabel: (title) => `View larger: ${title}`, previous: 'Previous photo', next: 'Next photo' },
  de: { openLabel: (title) => `Größer ansehen: ${title}`, previous: 'Vorheriges Foto', next: 'Nächstes Foto' },
};

/** Beside both enquiry forms. */
export const privacyNoteWords: Localized<{ text: string; link: NavLink }> = {
  en: {
    text: 'We use your details only to answer and plan your safari, and erase them when you ask.',
    link: { href: '/privacy', label: 'Read our Privacy Policy' },
  },
  de: {
    text: 'Wir verwenden Ihre Angaben nur, um Ihnen zu antworten und Ihre Safari zu planen, und löschen sie, sobald Sie es wünschen.',
    link: { href: '/privacy', label: 'Unsere Datenschutzerklärung (auf Englisch)' },
  },
};

/** A testimonial's rating, for screen readers (the stars are drawn). */
export const testimonialWords: Localized<{ ratingLabel: (rating: number) => string }> = {
  en: { ratingLabel: (rating) => `Rated ${rating} out of 5` },
  de: { ratingLabel: (rating) => `Bewertet mit ${rating} von 5 Sternen` },
};
