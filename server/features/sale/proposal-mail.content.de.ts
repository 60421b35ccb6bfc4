import { BRAND_NAME } from '#lib/brand.ts';
import { formatDate } from '#lib/format.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { proposalMailContent } from './proposal-mail.content.ts';

const DAYS = BALANCE_DUE_DAYS_BEFORE;

type ProposalMailContent = typeof proposalMailContent;

/**
 * The letters a traveller receives about their proposal and booking (issue 42). Staff's alerts and the 409s of
 * "Send payment details" are staff's words and stay English: they are not part of it.
 */
export type TravellerLetters = Pick<ProposalMailContent, 'signOff' | 'proposal' | 'confirmation' | 'changesCopy' | 'receipt' | 'paidInFull' | 'cancelled' | 'reminder'> & {
  paymentDetails: Omit<ProposalMailContent['paymentDetails'], 'noBank' | 'nothingDue' | 'noTraveller'>;
};

/** lib/content/payment-ways.ts's `otherWays`, after "bitte überweisen Sie". */
const otherWays = 'oder rufen Sie uns an und zahlen Sie per Kreditkarte am Telefon, oder senden Sie uns einen bestätigten Scheck';
const greeting = (name: string) => `Hallo ${name},`;
const quote = (reference: string) => `Bitte geben Sie ${reference} als Verwendungszweck an.`;

/** In German the sentence after "Hallo Anna," goes on in lower case, as a letter's first sentence does. */
export const travellerLettersDe: TravellerLetters = {
  signOff: `Herzliche Grüße\n${BRAND_NAME}`,
  proposal: {
    subject: (version: number) => `Ihr Safari-Angebot von ${BRAND_NAME}${version > 1 ? ` (Version ${version})` : ''}`,
    greeting,
    intro: 'vielen Dank, dass Sie Ihre Safari mit uns planen. Ihr Angebot ist fertig: der Reiseverlauf, der Preis und alle enthaltenen Leistungen.',
    open: 'Ihr Angebot öffnen',
    figures: (total: string, deposit: string, validUntil: string) =>
      `Gesamtpreis ${total}; mit einer Anzahlung von ${deposit} ist Ihre Buchung bestätigt. Das Angebot gilt bis zum ${validUntil}.`,
    attached: 'Das Angebot finden Sie auch als PDF im Anhang.',
    howTo: 'Auf dieser Seite können Sie es annehmen oder uns um Änderungen bitten. Bezahlt wird dort nichts: Online-Zahlungen nehmen wir nicht entgegen.',
    replaces: (version: number, previous: number) =>
      `dies ist Version ${version} Ihres Angebots. Sie ersetzt Version ${previous}, die nicht mehr angenommen werden kann.`,
    noteIntro: 'Eine Nachricht von uns:',
  },
  confirmation: {
    subject: (reference: string, wholeNow = false) => `Buchung ${reference}: ${wholeNow ? 'So bezahlen Sie Ihre Safari' : 'So leisten Sie Ihre Anzahlung'}`,
    greeting,
    intro: (reference: string) => `vielen Dank, dass Sie unser Angebot angenommen haben. Ihre Buchungsnummer lautet ${reference}.`,
    deposit: (amount: string) => `Um die Buchung zu sichern, überweisen Sie bitte die Anzahlung von ${amount} (${otherWays}).`,
    quote,
    bankHeading: 'Bankverbindung',
    bankLabels: { accountName: 'Kontoinhaber', bankName: 'Kreditinstitut', accountNumber: 'Kontonummer', branchCode: 'Bankleitzahl (Branch Code)', swift: 'SWIFT/BIC' },
    noBank: `Unsere Bankverbindung senden wir Ihnen in einer eigenen Nachricht (${otherWays}).`,
    balance: (amount: string, due: string) => `Die Restzahlung von ${amount} ist am ${due} fällig (${DAYS} Tage vor Abreise).`,
    wholeNow: (amount: string) =>
      `Da Ihre Safari in weniger als ${DAYS} Tagen beginnt, ist der gesamte Betrag von ${amount} schon jetzt fällig (nach unseren Bedingungen ist die volle Zahlung ${DAYS} Tage vor Abreise fällig). Bitte überweisen Sie ihn per Banküberweisung.`,
  },
  changesCopy: {
    subject: (version: number) => `Ihr Änderungswunsch zu Version ${version} Ihres Angebots`,
    greeting,
    intro: (version: number) =>
      `vielen Dank: Wir haben Ihren Änderungswunsch zu Version ${version} Ihres Angebots erhalten und antworten Ihnen mit einer neuen Version. Das haben Sie uns geschrieben:`,
    more: 'Wenn Sie noch etwas ergänzen möchten, antworten Sie einfach auf diese Nachricht.',
  },
  receipt: {
    subject: (reference: string) => `Buchung ${reference}: Zahlung erhalten`,
    greeting,
    received: (amount: string, on: string, reference: string) => `vielen Dank: Ihre Zahlung von ${amount} für die Buchung ${reference} ist am ${on} bei uns eingegangen.`,
    depositRest: (amount: string) => `Der Rest Ihrer Anzahlung (${amount}) ist jetzt fällig; mit ihm ist Ihre Buchung bestätigt.`,
    balance: (amount: string, due: string) => `Noch offen ist die Restzahlung von ${amount}, zahlbar bis zum ${due}.`,
    balanceNoDate: (amount: string) => `Noch offen ist die Restzahlung von ${amount}.`,
    quote,
  },
  paymentDetails: {
    subject: (reference: string) => `So bezahlen Sie Ihre Buchung ${reference}`,
    greeting,
    intro: (reference: string, due: string) => `hier ist unsere Bankverbindung für Ihre Buchung ${reference}. ${due}`,
    deposit: (amount: string) => `Die Anzahlung zur Bestätigung beträgt ${amount}.`,
    balance: (amount: string, due: string | null) =>
      due ? `Die Restzahlung von ${amount} ist bis zum ${formatDate(due, 'de')} fällig.` : `Die Restzahlung von ${amount} ist ${DAYS} Tage vor Abreise fällig.`,
    quote: (reference: string) => `Bitte geben Sie ${reference} als Verwendungszweck an, damit wir Ihre Zahlung zuordnen können.`,
  },
  paidInFull: {
    subject: (reference: string) => `Buchung ${reference}: vollständig bezahlt`,
    greeting,
    body: (amount: string, total: string, reference: string) =>
      `vielen Dank: Ihre Zahlung von ${amount} ist eingegangen, und die Buchung ${reference} (${total}) ist damit vollständig bezahlt. Es ist nichts mehr offen.`,
    next: 'Wir freuen uns darauf, Sie auf Safari zu begrüßen.',
  },
  cancelled: {
    subject: (reference: string) => `Buchung ${reference}: storniert`,
    greeting,
    body: (reference: string, on: string) => `wie gewünscht haben wir die Buchung ${reference} storniert (storniert am ${on}).`,
    band: (daysBefore: number | null) => (daysBefore === null ? 'weniger Tage vor Abreise, als jede Erstattungsstufe vorsieht' : `${daysBefore} oder mehr Tage vor Abreise`),
    refund: (amount: string, percent: number, band: string) => `Nach unseren Bedingungen (${band}) werden ${percent} % des Gesamtpreises erstattet: Wir zahlen Ihnen ${amount} zurück.`,
    noRefund: (band: string) => `Nach unseren Bedingungen (${band}) wird bei dieser Stornierung nichts erstattet.`,
    questions: 'Wenn hier etwas nicht so ist, wie Sie es erwartet haben, antworten Sie einfach auf diese Nachricht.',
  },
  reminder: {
    subject: (reference: string, dueToday: boolean) => `Buchung ${reference}: ${dueToday ? 'Ihre Restzahlung ist heute fällig' : 'Ihre Restzahlung ist in 14 Tagen fällig'}`,
    greeting,
    body: (reference: string, amount: string, due: string) => `zur Erinnerung an Ihre Buchung ${reference}: Die Restzahlung von ${amount} ist am ${due} fällig.`,
    quote: (reference: string) => `Bitte geben Sie ${reference} als Verwendungszweck an. Falls Sie schon bezahlt haben, vielen Dank – dann ist diese Nachricht für Sie erledigt.`,
  },
};

/** The traveller's letters in their language; the English are proposal-mail.content.ts's own. */
export const travellerLetters: Localized<TravellerLetters> = { en: proposalMailContent, de: travellerLettersDe };
