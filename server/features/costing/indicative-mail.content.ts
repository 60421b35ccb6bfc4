import type { Localized } from '#lib/domain/site/locale.ts';

/**
 * The words of the acknowledgement's first price (issue 40), in the traveller's language (issue 42). Figures come
 * formatted; the excluded lines after the first three are the trip's own, as the operator wrote them.
 */
export const indicativeMailContent: Localized<{
  heading: string;
  range: (low: string, high: string) => string;
  basis: string;
  notIncludedIntro: string;
  alwaysExcluded: readonly string[];
  confirm: string;
}> = {
  en: {
    heading: 'A first price for your trip',
    range: (low, high) => `From ${low} to ${high} per person sharing, park fees included.`,
    basis: 'We worked this out from our current rates for your dates and party, from the simplest rooms to the finest.',
    notIncludedIntro: 'Not included:',
    alwaysExcluded: ['International flights', 'Visas', 'Travel insurance'],
    confirm: 'A specialist confirms the price when they answer you, with the rooms and dates you choose.',
  },
  de: {
    heading: 'Ein erster Preis für Ihre Reise',
    range: (low, high) => `Von ${low} bis ${high} pro Person im Doppelzimmer, Parkgebühren inbegriffen.`,
    basis: 'Wir haben ihn aus unseren aktuellen Preisen für Ihre Reisedaten und Ihre Reisegruppe berechnet, von den einfachsten bis zu den schönsten Zimmern.',
    notIncludedIntro: 'Nicht inbegriffen:',
    alwaysExcluded: ['Internationale Flüge', 'Visa', 'Reiseversicherung'],
    confirm: 'Eine Reiseberaterin oder ein Reiseberater bestätigt den Preis mit der Antwort, passend zu den Zimmern und Daten, die Sie wählen.',
  },
};
