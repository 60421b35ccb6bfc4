import type { Localized } from '#lib/domain/site/locale.ts';

export interface ContactSectionWords {
  eyebrow: string;
  heading: string;
  intro: string;
  promise: string;
}

/** Default copy of the closing contact section (SPEC §2, home's contact section), in every language we serve. */
export const contactSectionWords: Localized<ContactSectionWords> = {
  en: {
    eyebrow: 'Contact Us',
    heading: 'Start Planning Your Safari',
    intro: 'Tell us who is travelling, when, and what you dream of seeing. Your guide will help you shape the trip.',
    promise: "We'll respond within 24 hours with ideas, availability and a quote. No payment is taken online.",
  },
  de: {
    eyebrow: 'Kontakt',
    heading: 'Beginnen Sie mit der Planung Ihrer Safari',
    intro: 'Erzählen Sie uns, wer mitreist, wann Sie reisen möchten und was Sie unbedingt erleben wollen. Ihr Guide hilft Ihnen, die Reise zu gestalten.',
    promise: 'Innerhalb von 24 Stunden melden wir uns mit Ideen, freien Terminen und einem Angebot. Online wird nichts bezahlt.',
  },
};

export const contactSectionContent = contactSectionWords.en;
