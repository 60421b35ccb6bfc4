/**
 * The home section's enquiry form in every language we serve (issue 42): its labels, choices, toasts, and the
 * German for the messages of the shared schema (lib/domain/enquiry/inquiry.schema.ts), which quotes SPEC's
 * English and is what the server answers with. A German page shows each message in German; one the table does not
 * know (a new rule added later) reads as a general German request to check the field, never as English.
 */
import type { Localized, Locale } from '#lib/domain/site/locale.ts';
import { HOME_GROUP_SIZES, PACKAGE_INTERESTS, PACKAGE_TYPE_MESSAGE } from '#lib/domain/enquiry/inquiry.schema.ts';
import { DATE_FORMAT_MESSAGE, DATE_PAST_MESSAGE, DATE_RANGE_MESSAGE, TEXT_CHARACTERS_MESSAGE } from '#lib/domain/fields.ts';
import { groupSizeLabel, homeInquiryContent, inquiryFieldLabels, inquiryToasts, namedTripContent } from './inquiry.content.ts';

type Option = { value: string; label: string };

export interface HomeInquiryWords {
  toasts: typeof inquiryToasts;
  labels: typeof inquiryFieldLabels;
  form: typeof homeInquiryContent;
  packageInterests: readonly Option[];
  groupSizes: readonly Option[];
  /** The message a trip's page starts the form with (a German trip page names its trip in German, decision 204). */
  tripMessage: (name: string) => string;
}

export const homeInquiryWords: Localized<HomeInquiryWords> = {
  en: {
    toasts: inquiryToasts,
    labels: inquiryFieldLabels,
    form: homeInquiryContent,
    packageInterests: PACKAGE_INTERESTS,
    groupSizes: HOME_GROUP_SIZES.map((size) => ({ value: size, label: groupSizeLabel(size) })),
    tripMessage: namedTripContent.tripMessage,
  },
  // Only a reviewed German trip page has this form in German, so the name it quotes is German too.
  de: {
    toasts: {
      successTitle: 'Anfrage gesendet!',
      successText: 'Vielen Dank für Ihr Interesse. Wir melden uns innerhalb von 24 Stunden.',
      failureTitle: 'Fehler',
      failureText: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
    },
    labels: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      arrivalDate: 'Anreise',
      departureDate: 'Abreise',
      submit: 'Anfrage senden',
      sending: 'Wird gesendet …',
    },
    form: {
      heading: 'Schreiben Sie uns',
      packageType: 'Gewünschte Reiseart',
      packagePlaceholder: 'Reiseart wählen',
      groupSize: 'Gruppengröße',
      groupPlaceholder: 'Gruppengröße wählen',
      datesLegend: 'Reisedaten (optional)',
      timeZoneNote: 'Denken Sie bei der Wahl Ihrer Daten an die Zeitverschiebung: In Südafrika ist es im europäischen Winter eine Stunde später als in Deutschland.',
      message: 'Nachricht',
      messagePlaceholder: 'Erzählen Sie uns, was Sie auf Ihrer Safari sehen und erleben möchten.',
    },
    packageInterests: [
      { value: 'elegant', label: 'Elegante Safari' },
      { value: 'economical', label: 'Preiswerte Safari' },
      { value: 'custom', label: 'Individuelle Reise' },
    ],
    groupSizes: [
      { value: '1-2', label: '1 bis 2 Personen' },
      { value: '3-4', label: '3 bis 4 Personen' },
      { value: '5-8', label: '5 bis 8 Personen' },
      { value: '9+', label: '9 oder mehr Personen' },
    ],
    tripMessage: (name) => `Ich möchte mehr über die Reise „${name}“ erfahren: Termine, Verfügbarkeit und den Preis für unsere Gruppe.`,
  },
};

/** The schema's and the server's English messages of this form, in German. */
const GERMAN_MESSAGES: Readonly<Record<string, string>> = {
  'First name is required': 'Bitte geben Sie Ihren Vornamen an.',
  'Last name is required': 'Bitte geben Sie Ihren Nachnamen an.',
  'Email is required': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  'Please enter a valid email address': 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  'Please choose a group size': 'Bitte wählen Sie eine Gruppengröße.',
  'Message is required': 'Bitte schreiben Sie uns eine Nachricht.',
  [PACKAGE_TYPE_MESSAGE]: 'Bitte wählen Sie eine Reiseart.',
  'Departure date cannot be before the arrival date': 'Die Abreise kann nicht vor der Anreise liegen.',
  [DATE_FORMAT_MESSAGE]: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  [DATE_RANGE_MESSAGE]: 'Bitte geben Sie ein Jahr zwischen 1900 und 2100 an.',
  [DATE_PAST_MESSAGE]: 'Bitte wählen Sie ein Datum ab heute.',
  [TEXT_CHARACTERS_MESSAGE]: 'Enthält ein Zeichen, das nicht erlaubt ist.',
  'Must be at most 100 characters': 'Bitte höchstens 100 Zeichen.',
  'Must be at most 254 characters': 'Bitte höchstens 254 Zeichen.',
  'Must be at most 5000 characters': 'Bitte höchstens 5000 Zeichen.',
};

const CHECK_FIELD = 'Bitte prüfen Sie diese Angabe.';

/** A field's message for the page's language. */
export function fieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || locale === 'en') return message;
  return GERMAN_MESSAGES[message] ?? CHECK_FIELD;
}
