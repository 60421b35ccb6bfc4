import { BRAND_NAME } from '#lib/brand.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { reviewMailContent, type ReviewMailContent } from './review-mail.content.ts';

/** The review request, its reminder and the withholding mail in German (issue 42). */
export const reviewMailContentDe: ReviewMailContent = {
  request: {
    subject: (trip: string, reference: string) => `Wie war ${trip}? · Buchung ${reference}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (trip: string) => `willkommen zurück von ${trip}! Wir würden gern erfahren, wie es Ihnen gefallen hat.`,
    ask: 'Möchten Sie eine kurze Bewertung schreiben? Das dauert nur ein paar Minuten und hilft anderen Reisenden bei der Wahl ihrer Safari. Wir veröffentlichen jede Bewertung, die unseren Richtlinien entspricht – ob gut oder schlecht.',
    open: 'Bewertung schreiben',
    noIncentive: 'Für eine Bewertung bieten wir keine Gegenleistung an, damit jede Bewertung ehrlich bleibt.',
  },
  reminder: {
    subject: (trip: string, reference: string) => `Eine Erinnerung: Ihre Bewertung von ${trip} · Buchung ${reference}`,
    intro: (trip: string) => `vor einer Woche haben wir Sie gefragt, wie ${trip} war. Wenn Sie ein paar Minuten Zeit haben, würden wir Ihre Bewertung noch immer sehr gern lesen.`,
    last: 'Dies ist die einzige Erinnerung, die wir Ihnen senden.',
  },
  withheld: {
    reasons: {
      abuse: 'beleidigend, hasserfüllt oder bedrohlich',
      'personal-data': 'persönliche Daten einer anderen Person',
      'off-topic': 'nicht über eine Safari mit uns',
      'not-this-trip': 'über eine andere Reise',
    },
    subject: (trip: string, reference: string) => `Ihre Bewertung von ${trip} wird nicht veröffentlicht · Buchung ${reference}`,
    intro: (trip: string) => `vielen Dank für Ihre Bewertung von ${trip}. Wir haben sie gelesen und veröffentlichen sie in dieser Form nicht.`,
    why: (reason: string) => `Grund: ${reason}. Nach unseren Richtlinien halten wir eine Bewertung nur aus diesem oder einem der wenigen anderen dort genannten Gründe zurück.`,
    fix: {
      abuse: 'Entfernen Sie bitte die beleidigenden, hasserfüllten oder bedrohlichen Worte und speichern Sie die Bewertung über Ihren Link erneut; wir lesen sie dann noch einmal.',
      'personal-data': 'Entfernen Sie bitte den Namen oder die Angaben der anderen Person und speichern Sie die Bewertung über Ihren Link erneut; wir lesen sie dann noch einmal.',
      'off-topic': 'Erzählen Sie uns bitte von Ihrer Safari mit uns und speichern Sie die Bewertung über Ihren Link erneut; wir lesen sie dann noch einmal.',
      'not-this-trip': 'Falls Ihre Bewertung doch diese Reise betrifft, antworten Sie bitte auf diese E-Mail und sagen Sie es uns; wir lesen sie dann noch einmal.',
    },
    reply: 'Antworten Sie bitte mit Ihrer korrigierten Bewertung auf diese E-Mail; wir lesen sie dann noch einmal.',
    until: (date: string) => `Über Ihren Link können Sie Ihre Bewertung bis ${date} ändern.`,
    open: 'Meine Bewertung ändern',
    policy: 'Unsere Richtlinien für Bewertungen',
  },
  signOff: `Herzliche Grüße\n${BRAND_NAME}`,
};

export const reviewMailCopy: Localized<ReviewMailContent> = { en: reviewMailContent, de: reviewMailContentDe };
