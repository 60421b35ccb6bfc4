/**
 * The words around a published review where a German page shows one (the home page's latest reviews; issue 42).
 * The review itself stays in the traveller's own words and language. The review pages' other words are in
 * reviews.content.ts.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { INTL_TAG } from '#lib/domain/site/locale.ts';
import { monthOfTravel, reviewsContent } from './reviews.content.ts';

export interface ReviewCardWords {
  ratingLabel: (rating: number) => string;
  provenance: (yearMonth: string, country: string) => string;
  replyFrom: string;
  photoAlt: (name: string, index: number) => string;
  verified: string;
  home: { heading: string; link: string };
}

/** "2027-05" → "Mai 2027". */
const monatDerReise = (yearMonth: string) =>
  new Intl.DateTimeFormat(INTL_TAG.de, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yearMonth}-01T00:00:00Z`));

export const reviewCardWords: Localized<ReviewCardWords> = {
  en: {
    ratingLabel: reviewsContent.ratingLabel,
    provenance: (yearMonth, country) => `Travelled ${monthOfTravel(yearMonth)} · booked with us · ${country}`,
    replyFrom: reviewsContent.replyFrom,
    photoAlt: reviewsContent.photoAlt,
    verified: reviewsContent.verified,
    home: reviewsContent.home,
  },
  de: {
    ratingLabel: (rating) => `Bewertet mit ${rating} von 5 Sternen`,
    provenance: (yearMonth, country) => `Gereist im ${monatDerReise(yearMonth)} · bei uns gebucht · ${country}`,
    replyFrom: 'Unsere Antwort',
    photoAlt: (name, index) => `Foto ${index + 1} von der Reise von ${name}`,
    verified: 'Jede Bewertung stammt von Reisenden, die ihre Safari bei uns gebucht haben und mit uns unterwegs waren.',
    home: { heading: 'Von Reisenden, die bei uns gebucht haben', link: 'Alle Bewertungen (auf Englisch)' },
  },
};
