/** The accommodations page's copy in every language we serve (issue 42); the English is accommodations.content.ts. */
import type { Localized } from '#lib/domain/site/locale.ts';
import type { Figure, StockImage } from '#components/site/activity/activity.types.ts';
import { accommodationsIntro, accommodationTypes, closingSection, premiumAmenities, type AccommodationType, type Amenity } from './accommodations.content.ts';
import { accommodationsCopyDe } from './accommodations.content.de.ts';

export interface AccommodationsCopy {
  intro: { eyebrow: string; title: string; intro: string; image: StockImage };
  types: AccommodationType[];
  amenities: { eyebrow: string; title: string; intro: string; items: Amenity[] };
  closing: { title: string; text: string; figures: Figure[]; cta: string };
  labels: { perNight: string; features: string; typesNav: string; photos: (name: string) => string };
}

export const accommodationsCopy: Localized<AccommodationsCopy> = {
  en: {
    intro: accommodationsIntro,
    types: accommodationTypes,
    amenities: premiumAmenities,
    closing: closingSection,
    labels: { perNight: 'per night', features: 'Features', typesNav: 'Accommodation types', photos: (name) => `${name} photos` },
  },
  de: accommodationsCopyDe,
};
