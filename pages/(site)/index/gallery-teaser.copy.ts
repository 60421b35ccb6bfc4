/**
 * The home page's gallery teaser and film notice in every language we serve (issue 42). Kept apart from the rest
 * of the home copy because this section hydrates: only these words reach the browser.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { galleryContent } from './home.content.ts';

export type GalleryTeaserCopy = typeof galleryContent;

export const galleryTeaserCopy: Localized<GalleryTeaserCopy> = {
  en: galleryContent,
  de: {
    eyebrow: 'Galerie',
    heading: 'Momente aus dem Busch',
    intro: 'Ein Vorgeschmack auf die Tage, die Sie mit uns verbringen. Wählen Sie ein Foto, um es größer zu sehen.',
    images: [
      { photoId: '1493246507139-91e8fad9978e', category: 'Guides', title: 'Spurensuche bei Sonnenaufgang', alt: 'Ein Guide beobachtet bei Sonnenaufgang mit dem Fernglas den Busch' },
      { photoId: '1517960413843-0aee8e2b3285', category: 'Guides', title: 'Sundowner-Pause', alt: 'Gäste und ihr Guide stoßen an, während die Sonne über der Savanne untergeht' },
      { photoId: '1523805009345-7448845a9e53', category: 'Erlebnis', title: 'Sonnenuntergang in der Savanne', alt: 'Eine Akazie als Silhouette vor orangefarbenem Abendhimmel' },
    ],
    video: {
      heading: 'Unser Safari-Film',
      text: 'Zehn Minuten im Greater Kruger mit unseren Guides, vom ersten Licht bis zum Lagerfeuer.',
      playLabel: 'Video abspielen',
      image: { photoId: '1547471080-7cc2caa01a7e', alt: 'Elefanten ziehen über eine staubige Ebene, ein Standbild aus unserem Safari-Film' },
      comingSoonTitle: 'Unser Safari-Film erscheint bald',
      comingSoonText: 'Wir schneiden ihn gerade noch. Bis dahin finden Sie in der Galerie Fotos von unseren letzten Reisen.',
    },
    links: [
      { href: '/gallery', label: 'Zur Galerie' },
      { href: '/gallery', label: 'Tierfotos ansehen' },
    ],
  },
};
