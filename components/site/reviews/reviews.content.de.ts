import type { WithholdReason } from '#lib/domain/review/review-policy.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { monthOfTravel, reviewsContent, type ReviewFormCopy } from './reviews.content.ts';

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const number = (n: number) => n.toLocaleString('de-DE');
const REASONS: Record<WithholdReason, string> = {
  abuse: 'beleidigend, hasserfüllt oder bedrohlich',
  'personal-data': 'persönliche Daten einer anderen Person',
  'off-topic': 'nicht über eine Safari mit uns',
  'not-this-trip': 'über eine andere Reise',
};

/** The review form in German (issue 42); the published reviews and the policy page belong to the public site. */
export const reviewFormDe: ReviewFormCopy = {
  reasons: REASONS,
  month: (yearMonth: string) => {
    const [year, month] = yearMonth.split('-').map(Number);
    return `${MONATE[(month ?? 1) - 1]} ${year}`;
  },
  title: (trip: string) => `Bewertung: ${trip}`,
  heading: (trip: string) => `Wie war ${trip}?`,
  intro: (month: string) => `Sie waren im ${month} mit uns unterwegs. Ihre Bewertung erscheint auf unserer Website mit der Reise und dem Monat, Ihrem Namen und Ihrem Land.`,
  editing: (until: string) => `Über diesen Link können Sie Ihre Bewertung bis ${until} ändern.`,
  locked: 'Diese Bewertung kann nicht mehr geändert werden. Vielen Dank, dass Sie sie geschrieben haben.',
  withheld: (reason: string) => `Wir haben diese Bewertung nicht veröffentlicht. Grund: ${reason}. Sie können sie unten ändern; wir lesen sie dann noch einmal.`,
  cancelled: { heading: 'Diese Buchung wurde storniert', text: 'Eine stornierte Buchung kann nicht bewertet werden. Falls das ein Irrtum ist, antworten Sie bitte auf unsere E-Mail.' },
  rating: 'Ihre Gesamtbewertung',
  star: (n: number) => `${n} ${n === 1 ? 'Stern' : 'Sterne'}`,
  parts: 'Bewerten Sie auch die Einzelheiten (freiwillig)',
  guiding: 'Guides',
  lodges: 'Unterkünfte',
  value: 'Preis-Leistungs-Verhältnis',
  clear: 'Keine Bewertung',
  reviewTitle: 'Überschrift',
  text: 'Ihre Bewertung',
  textHint: (min: number, max: number) => `${min} bis ${number(max)} Zeichen`,
  counter: (n: number, max: number) => `${number(n)} von ${number(max)} Zeichen`,
  name: 'Angezeigter Name',
  country: 'Land',
  photos: 'Fotos (freiwillig)',
  photosHint: (max: number) => `Bis zu ${max} Fotos, JPEG, PNG, WebP oder AVIF, höchstens 15 MB pro Foto.`,
  consent: 'Ich bin einverstanden, dass diese Bewertung, mein Name und mein Land auf dieser Website veröffentlicht werden.',
  submit: 'Bewertung veröffentlichen',
  update: 'Änderungen speichern',
  submitting: 'Wird gespeichert …',
  failed: 'Ihre Bewertung konnte nicht gespeichert werden',
  photoFailed: (name: string, why: string) => `${name} konnte nicht hinzugefügt werden: ${why}`,
  photosSaved: (n: number) => `${n} ${n === 1 ? 'Foto' : 'Fotos'} hinzugefügt.`,
  thanks: {
    heading: 'Vielen Dank für Ihre Bewertung',
    text: 'Sie steht jetzt auf unserer Website, auf der Seite der Reise und bei unseren anderen Bewertungen.',
    withheld: 'Wir haben Ihre Änderungen gespeichert. Ihre Bewertung bleibt vorerst zurückgehalten: Wir lesen sie noch einmal und veröffentlichen sie, wenn sie unseren Richtlinien entspricht.',
    elsewhere: 'Wenn Sie möchten, können Sie uns auch auf diesen Websites bewerten. Wir bieten nichts dafür an: Es hilft einfach anderen Reisenden, uns zu finden.',
    edit: 'Meine Bewertung ändern',
  },
};

/** The review form's words in the traveller's language. */
export const reviewFormCopy: Localized<ReviewFormCopy> = {
  en: { ...reviewsContent.form, reasons: reviewsContent.policyReasons, month: monthOfTravel },
  de: reviewFormDe,
};
