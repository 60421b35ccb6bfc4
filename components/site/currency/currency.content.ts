import type { Localized } from '#lib/domain/site/locale.ts';

/** The currency menu's words and the label beside every approximate price (issue 42). */
export const currencyContent: Localized<{ menuLabel: string; approximate: (ratesDay: string, paidIn: string) => string }> = {
  en: {
    menuLabel: 'Show prices in',
    approximate: (ratesDay, paidIn) => `approximate, ECB reference rate of ${ratesDay}; you pay in ${paidIn}`,
  },
  de: {
    menuLabel: 'Preise zeigen in',
    approximate: (ratesDay, paidIn) => `ungefähr, EZB-Referenzkurs vom ${ratesDay}; Sie zahlen in ${paidIn}`,
  },
};
