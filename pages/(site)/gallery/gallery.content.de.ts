import type { GalleryWords } from './gallery.copy.ts';

/** The gallery browser in German (issue 42). The collections' own names and texts are the operator's English. */
export const galleryContentDe: GalleryWords = {
  collectionsHeading: 'Fotosammlungen',
  hero: {
    eyebrow: 'Von unseren Pirschfahrten',
    title: 'Safari-Fotogalerie',
    intro:
      'Momente, die unsere Gäste und Guides unterwegs festgehalten haben: die Big Five aus nächster Nähe, Canyons und Wasserfälle und die Menschen hinter jeder Reise. Wählen Sie eine Sammlung aus.',
  },
  breadcrumbLabel: 'Galerie',
  breadcrumbNavLabel: 'Navigationspfad',
  browserLabel: 'Fotosammlungen',
  loading: 'Galerie wird geladen …',
  folderFallbackDescription: 'Entdecken Sie diese Fotosammlung',
  viewLabel: 'Ansehen',
  createdLabel: 'Hinzugefügt im',
  backToCollections: 'Zurück zu den Sammlungen',
  backToFolder: (folderName) => `Zurück zu „${folderName}“`,
  photoCount: (count) => (count === 1 ? '1 Foto' : `${count} Fotos`),
  notices: {
    missing: 'Diese Sammlung oder Galerie ist nicht mehr verfügbar. Hier können Sie weiter stöbern.',
  },
  empty: {
    folders: {
      title: 'Die Galerie folgt in Kürze',
      text: 'Wir sichten gerade die Fotos unserer letzten Safaris. Sehen Sie sich in der Zwischenzeit an, wo sie entstanden sind.',
      action: { label: 'Safari-Reisen entdecken', href: '/packages' },
    },
    galleries: {
      title: 'Noch keine Galerien',
      text: 'Diese Sammlung wird gerade vorbereitet. Schauen Sie bald wieder vorbei, es warten großartige Fotos auf Sie!',
    },
    photos: {
      title: 'Noch keine Fotos',
      text: 'Diese Galerie wird gerade vorbereitet. Schauen Sie bald wieder vorbei, es warten eindrucksvolle Safari-Fotos auf Sie!',
    },
  },
};
