/**
 * The contact page's enquiry form in every language we serve (issue 42). It loads with the form's own code (on first
 * use in the browser), so these words add nothing to the page's first load. The schema keeps SPEC's English (what
 * the server answers with); this form's messages beyond the home form's are put into German here.
 */
import type { Locale, Localized } from '#lib/domain/site/locale.ts';
import { BUDGET_RANGES, CONTACT_GROUP_SIZES, DEPARTURE_ID_MESSAGE, PACKAGE_ID_MESSAGE, SAFARI_TYPES } from '#lib/domain/enquiry/inquiry.schema.ts';
import { contactInquiryContent, groupSizeLabel, inquiryFieldLabels, namedTripContent } from './inquiry.content.ts';
import { fieldMessage, homeInquiryWords } from './inquiry-form.words.ts';

type Option = { value: string; label: string };

export interface ContactInquiryWords {
  labels: typeof inquiryFieldLabels;
  form: typeof contactInquiryContent;
  safariTypes: readonly Option[];
  groupSizes: readonly Option[];
  budgetRanges: readonly Option[];
  trips: Pick<typeof namedTripContent, 'tripChoice' | 'tripChoiceHint' | 'noParticularTrip' | 'placeMessage'>;
}

export const contactInquiryWords: Localized<ContactInquiryWords> = {
  en: {
    labels: inquiryFieldLabels,
    form: contactInquiryContent,
    safariTypes: SAFARI_TYPES,
    groupSizes: CONTACT_GROUP_SIZES.map((size) => ({ value: size, label: groupSizeLabel(size) })),
    budgetRanges: BUDGET_RANGES,
    trips: namedTripContent,
  },
  de: {
    labels: homeInquiryWords.de.labels,
    form: {
      heading: 'Planen Sie Ihr Safari-Abenteuer',
      intro: 'Mit * markierte Felder sind Pflichtfelder. Erzählen Sie uns so viel oder so wenig, wie Sie möchten: Den Rest klären wir gemeinsam.',
      phone: 'Telefon',
      phoneHint: 'Optional. Bitte mit Ländervorwahl, wenn wir Sie anrufen oder Ihnen schreiben sollen.',
      safariType: 'Art der Safari',
      safariPlaceholder: 'Art der Safari wählen',
      groupSize: 'Gruppengröße',
      groupPlaceholder: 'Gruppengröße wählen',
      budgetRange: 'Budget (in US-Dollar)',
      budgetPlaceholder: 'Budget wählen',
      message: 'Weitere Angaben',
      messagePlaceholder: 'Besondere Interessen, ein Anlass zum Feiern, Ernährungswünsche: alles, was wir wissen sollten.',
      packageNote: (name) => `Ihre Anfrage betrifft die Reise „${name}“.`,
      packageMessage: (name, duration) => `Ich möchte gern mehr über die Reise „${name}“ (${duration}) erfahren.`,
    },
    safariTypes: [
      { value: 'local-sa', label: 'Safari in Südafrika' },
      { value: 'cross-border', label: 'Länderübergreifendes Abenteuer' },
      { value: 'luxury', label: 'Luxus-Erlebnis' },
      { value: 'custom', label: 'Individuelle Reise' },
    ],
    groupSizes: [
      { value: '1', label: '1 Person' },
      { value: '2', label: '2 Personen' },
      { value: '3-4', label: '3 bis 4 Personen' },
      { value: '5-8', label: '5 bis 8 Personen' },
      { value: '9+', label: '9 oder mehr Personen' },
    ],
    budgetRanges: [
      { value: 'under-5000', label: 'Unter 5.000 $' },
      { value: '5000-10000', label: '5.000 $ bis 10.000 $' },
      { value: '10000-20000', label: '10.000 $ bis 20.000 $' },
      { value: 'over-20000', label: 'Über 20.000 $' },
    ],
    trips: {
      tripChoice: 'Reise (optional)',
      tripChoiceHint: 'Unsere Reisen, die hier vorbeiführen. Wählen Sie eine aus, oder lassen Sie das Feld frei, dann planen wir eine Reise mit Ihnen.',
      noParticularTrip: 'Keine bestimmte Reise',
      placeMessage: (kind, name) =>
        kind === 'activity'
          ? `Ich möchte während meiner Reise gern Folgendes buchen: ${name}. Bitte teilen Sie mir mit, wann das möglich ist und was es kosten würde.`
          : `Ich möchte gern ${name} besuchen. Bitte schlagen Sie mir vor, wie viele Tage ich dort verbringen sollte und was die Reise kosten würde.`,
    },
  },
};

/** This form's messages that the home form does not have, in German. */
const GERMAN_MESSAGES: Readonly<Record<string, string>> = {
  'Please choose a safari type': 'Bitte wählen Sie eine Art der Safari.',
  'Please choose a budget range': 'Bitte wählen Sie ein Budget.',
  'Please enter a valid phone number': 'Bitte geben Sie eine gültige Telefonnummer an.',
  'Must be at most 40 characters': 'Bitte höchstens 40 Zeichen.',
  [PACKAGE_ID_MESSAGE]: 'Bitte wählen Sie eine unserer Reisen.',
  [DEPARTURE_ID_MESSAGE]: 'Bitte wählen Sie einen der Termine dieser Reise.',
};

/** A field's message for the page's language. */
export function contactFieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || locale === 'en') return message;
  return GERMAN_MESSAGES[message] ?? fieldMessage(message, locale);
}
