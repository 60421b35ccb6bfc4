/**
 * The activity pages' own interface words in every language we serve (issue 42): what the shared sections say
 * around each page's copy. These sections render on the server only (decision 072), so no browser loads them.
 */
import type { Localized } from '#lib/domain/site/locale.ts';

export interface ActivityWords {
  seePricing: string;
  pricingEyebrow: string;
  included: string;
  pricesNote: string;
  /** A screen reader's name for a card's or a season's list of highlights. */
  highlightsOf: (name: string) => string;
  duration: string;
}

export const activityWords: Localized<ActivityWords> = {
  en: {
    seePricing: 'See Pricing',
    pricingEyebrow: 'Pricing',
    included: 'What’s included',
    pricesNote: 'Prices in USD. We reply to every enquiry within 24 hours.',
    highlightsOf: (name) => `${name} highlights`,
    duration: 'Duration: ',
  },
  de: {
    seePricing: 'Zu den Preisen',
    pricingEyebrow: 'Preise',
    included: 'Im Preis enthalten',
    pricesNote: 'Preise in US-Dollar. Wir beantworten jede Anfrage innerhalb von 24 Stunden.',
    highlightsOf: (name) => `Höhepunkte: ${name}`,
    duration: 'Dauer: ',
  },
};
