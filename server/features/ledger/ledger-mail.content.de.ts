import type { Localized } from '#lib/domain/site/locale.ts';
import { ledgerMailContent, type LedgerLetters } from './ledger-mail.content.ts';

/** The ledger's letters in German (issue 42); the sentence after "Hallo Anna," goes on in lower case. */
export const ledgerLettersDe: LedgerLetters = {
  cancelled: {
    traveller: (reference: string, on: string) => `wie gewünscht haben wir die Buchung ${reference} storniert (storniert am ${on}).`,
    operator: (reference: string, on: string) =>
      `es tut uns sehr leid: Wir mussten die Buchung ${reference} stornieren (storniert am ${on}). Das war unsere Entscheidung, nicht Ihre.`,
    operatorRefund: (amount: string) => `Da wir storniert haben, erstatten wir Ihnen alles, was Sie bezahlt haben: ${amount}.`,
    operatorNothingPaid: 'Da noch nichts bezahlt war, gibt es nichts zu erstatten.',
  },
  statement: {
    subject: (reference: string) => `Buchung ${reference}: Ihre korrigierte Abrechnung`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (reference: string) => `die Beträge Ihrer Buchung ${reference} haben sich geändert. Diese Abrechnung ersetzt, was wir Ihnen zuvor geschrieben haben:`,
    why: {
      'payment-voided': 'Eine versehentlich erfasste Zahlung wurde gestrichen.',
      refund: 'Wir haben eine Erstattung an Sie verbucht.',
      'refund-voided': 'Eine versehentlich erfasste Erstattung wurde gestrichen.',
      'refund-due': 'Der Betrag, den wir Ihnen erstatten, hat sich geändert.',
    },
    paid: (amount: string) => `Bezahlt: ${amount}`,
    refunded: (amount: string) => `Erstattet: ${amount}`,
    refundDue: (amount: string) => `Noch an Sie zu erstatten: ${amount}`,
    nothingDue: 'Von Ihnen ist derzeit nichts zu zahlen.',
    balance: (amount: string, due: string | null) => (due ? `Von Ihnen zu zahlen: ${amount}, bis zum ${due}` : `Von Ihnen zu zahlen: ${amount}`),
    depositNow: (amount: string) => `Jetzt von Ihnen zu zahlen: ${amount}, der Rest Ihrer Anzahlung`,
    questions: 'Wenn hier etwas nicht so ist, wie Sie es erwartet haben, antworten Sie einfach auf diese Nachricht.',
  },
};

export const ledgerLetters: Localized<LedgerLetters> = { en: ledgerMailContent, de: ledgerLettersDe };
