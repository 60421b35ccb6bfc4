import type { Localized } from '#lib/domain/site/locale.ts';

/** The words of the pack's "What changed" (issue 41), in the traveller's language (issue 42). */
export const packChangesContent: Localized<{
  heading: string;
  intro: string;
  allSeen: string;
  on: (date: string) => string;
  seen: string;
  acknowledge: string;
  acknowledging: string;
  failed: string;
  offline: string;
}> = {
  en: {
    heading: 'What changed',
    intro: 'Since we sent your travel pack, your trip has changed. The rest of this pack is already up to date.',
    allSeen: 'You have seen every change. The rest of this pack is up to date.',
    on: (date) => `Changed on ${date}`,
    seen: 'Seen',
    acknowledge: 'Seen, thank you',
    acknowledging: 'Saving…',
    failed: 'That did not save. Please try again.',
    offline: 'You are offline: press it again when you have a connection.',
  },
  de: {
    heading: 'Was sich geändert hat',
    intro: 'Seit wir Ihnen Ihre Reiseunterlagen geschickt haben, hat sich Ihre Reise geändert. Alles Übrige in diesen Unterlagen ist bereits auf dem neuesten Stand.',
    allSeen: 'Sie haben jede Änderung gelesen. Alles Übrige in diesen Unterlagen ist auf dem neuesten Stand.',
    on: (date) => `Geändert am ${date}`,
    seen: 'Gelesen',
    acknowledge: 'Gelesen, danke',
    acknowledging: 'Wird gespeichert…',
    failed: 'Das wurde nicht gespeichert. Bitte versuchen Sie es noch einmal.',
    offline: 'Sie sind offline: Tippen Sie noch einmal, sobald Sie Empfang haben.',
  },
};
