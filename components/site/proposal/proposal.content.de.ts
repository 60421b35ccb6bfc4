import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';
import { formatDate } from '#lib/format.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { depositPartPaid, proposalContent, type ProposalCopy } from './proposal.content.ts';

const BALANCE_DAYS = `${BALANCE_DUE_DAYS_BEFORE} Tage vor Abreise`;
const date = (iso: string) => formatDate(iso, 'de');
/** lib/content/payment-ways.ts in German. */
const otherWays = 'oder rufen Sie uns an und zahlen Sie per Kreditkarte am Telefon, oder senden Sie uns einen bestätigten Scheck';
const allWays = 'per Banküberweisung, per Kreditkarte am Telefon oder per bestätigtem Scheck';

/** The traveller's proposal page in German (issue 42). */
export const proposalContentDe: ProposalCopy = {
  pageTitle: (name: string | null) => (name ? `Ihr Safari-Angebot: ${name}` : 'Ihr Safari-Angebot'),
  eyebrow: 'Ihr Angebot',
  greeting: (name: string) => `Erstellt für ${name}`,
  version: (n: number) => `Version ${n}`,
  sent: 'Gesendet am',
  notSentSaved: 'Noch nicht gesendet · zuletzt gespeichert',
  previewResponse: 'Vorschau: Hier antworten die Reisenden, sobald das Angebot gesendet ist. In der Vorschau bewirken diese Schaltflächen nichts.',
  validUntil: (iso: string) => `Gültig bis ${date(iso)}`,
  validUntilLabel: 'Gültig bis',
  starts: 'Reisebeginn',
  party: (adults: number, children: number) =>
    [`${adults} ${adults === 1 ? 'Erwachsener' : 'Erwachsene'}`, children > 0 ? `${children} ${children === 1 ? 'Kind' : 'Kinder'}` : null].filter(Boolean).join(', '),
  partyLabel: 'Reisende',
  noteHeading: 'Eine Nachricht von uns',
  itineraryEyebrow: 'Tag für Tag',
  itineraryTitle: 'Ihr Reiseverlauf',
  priceEyebrow: 'Der Preis',
  priceTitle: 'Preisübersicht',
  table: { caption: 'Die einzelnen Posten des Preises', item: 'Leistung', quantity: 'Anz.', unitPrice: 'Einzelpreis', amount: 'Betrag' },
  quantityTimes: (quantity: number, unit: string) => `${quantity} × ${unit}`,
  total: 'Gesamtpreis',
  deposit: (percent: number) => `Anzahlung zur Bestätigung (${percent} %)`,
  balance: 'Restzahlung',
  balanceDue: (iso: string) => `fällig bis ${date(iso)}, ${BALANCE_DAYS}`,
  balanceDueNoDate: `fällig ${BALANCE_DAYS}`,
  includedEyebrow: 'Die Einzelheiten',
  includedTitle: 'Was im Preis enthalten ist',
  termsIntro: 'Mit der Annahme dieses Angebots akzeptieren Sie unsere',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  seatsHeld: (seats: number, on: string, until: string) =>
    `Wir halten ${seats === 1 ? '1 Platz' : `${seats} Plätze`} für Sie auf der Abreise am ${on} frei, bis zum ${until}.`,
  termsOutro: `(Zahlung ${allWays}; Stornierung nach diesen Bedingungen).`,
  respondEyebrow: 'Ihre Antwort',
  respondTitle: 'Annehmen oder um Änderungen bitten',
  respondIntro: 'Online wird nichts bezahlt. Sobald Sie annehmen, senden wir Ihnen die Bankverbindung und Ihre Buchungsnummer per E-Mail.',
  accept: {
    heading: 'Dieses Angebot annehmen',
    intro: 'Bitte geben Sie alle Namen genau so an, wie sie im jeweiligen Reisepass stehen.',
    leadName: 'Vollständiger Name der Hauptperson',
    phone: 'Telefon',
    phoneHint: 'Mit Ländervorwahl, z. B. +49 30 1234567',
    travellers: 'Vollständige Namen der weiteren Reisenden',
    travellersHint: 'Ein Name pro Zeile. Leer lassen, wenn Sie allein reisen.',
    terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
    readTerms: 'Allgemeine Geschäftsbedingungen lesen (öffnet in einem neuen Tab)',
    submit: 'Angebot annehmen',
    submitting: 'Wird angenommen …',
    failed: 'Das Angebot konnte nicht angenommen werden',
  },
  decline: {
    open: 'Nicht das Richtige? Angebot ablehnen',
    question: 'Dieses Angebot ablehnen? Wir halten Ihre Plätze dann nicht länger frei.',
    confirm: 'Ja, ablehnen',
    declining: 'Wird abgelehnt …',
    keep: 'Nein, behalten',
    failed: 'Das Angebot konnte nicht abgelehnt werden. Bitte versuchen Sie es noch einmal oder antworten Sie auf unsere E-Mail.',
    doneTitle: 'Sie haben dieses Angebot abgelehnt',
    doneText: 'Danke, dass Sie uns Bescheid gegeben haben. Wenn Sie eine andere Reise oder andere Termine wünschen, antworten Sie einfach auf unsere E-Mail.',
  },
  changes: {
    heading: 'Um Änderungen bitten',
    intro: 'Andere Termine, eine andere Unterkunft, eine Nacht mehr? Schreiben Sie uns, und wir senden Ihnen eine neue Version.',
    message: 'Was möchten Sie ändern?',
    submit: 'Anfrage senden',
    submitting: 'Wird gesendet …',
    sent: 'Vielen Dank, wir haben Ihre Anfrage erhalten',
    sentText: 'Wir antworten innerhalb von 24 Stunden mit einer neuen Version Ihres Angebots.',
    youWrote: 'Das haben Sie uns geschrieben',
    copyMailed: 'Eine Kopie Ihrer Anfrage ist unterwegs in Ihr E-Mail-Postfach.',
    askMore: 'Um etwas anderes bitten',
    failed: 'Ihre Anfrage konnte nicht gesendet werden',
  },
  accepted: {
    heading: 'Sie haben dieses Angebot angenommen',
    reference: 'Ihre Buchungsnummer',
    depositLabel: (booking) => (depositPartPaid(booking) ? 'Noch zu zahlender Rest der Anzahlung' : 'Zu zahlende Anzahlung'),
    depositOf: (amount: string) => `von einer Anzahlung über ${amount}`,
    nextHeading: 'So geht es weiter',
    steps: [
      'Wir haben Ihnen eine E-Mail mit Ihrer Buchungsnummer geschickt und erklärt, wie Sie die Anzahlung leisten.',
      `Überweisen Sie die Anzahlung und geben Sie Ihre Buchungsnummer als Verwendungszweck an, damit wir Ihre Zahlung zuordnen können (${otherWays}).`,
      `Sobald die Anzahlung eingegangen ist, bestätigen wir Ihre Buchung. Die Restzahlung ist ${BALANCE_DAYS} fällig; wir erinnern Sie vorher per E-Mail daran.`,
    ],
    questions: 'Fragen? Antworten Sie auf unsere E-Mail oder rufen Sie uns an.',
    bankHeading: 'Anzahlung bitte an',
  },
  depositIn: {
    heading: 'Ihre Safari ist bestätigt',
    summary: (on: string, amount: string, due: string | null) =>
      `Anzahlung am ${date(on)} erhalten, Restzahlung von ${amount} fällig ${due ? `bis ${date(due)}` : BALANCE_DAYS}.`,
    balanceLabel: 'Zu zahlender Restbetrag',
    dueBy: (due: string | null) => (due ? `fällig bis ${date(due)}` : `fällig ${BALANCE_DAYS}`),
    bankSummary: 'So leisten Sie die Restzahlung',
    steps: [
      'Vielen Dank: Ihre Anzahlung ist eingegangen, und Ihre Plätze sind reserviert.',
      `Überweisen Sie die Restzahlung bis zum oben genannten Datum und geben Sie Ihre Buchungsnummer an (${otherWays}). Wir erinnern Sie vorher per E-Mail daran.`,
    ],
    factLabel: 'Restzahlung fällig',
  },
  paidInFull: {
    heading: 'Vollständig bezahlt',
    text: (on: string | null) => (on ? `Vielen Dank: Der gesamte Betrag ist am ${date(on)} bei uns eingegangen. Es ist nichts mehr offen.` : 'Vielen Dank: Der gesamte Betrag ist bei uns eingegangen. Es ist nichts mehr offen.'),
    factLabel: 'Zahlung',
    factValue: 'Vollständig bezahlt',
    next: 'Vor Ihrer Abreise senden wir Ihnen die letzten Einzelheiten Ihrer Safari. Fragen? Antworten Sie auf unsere E-Mail oder rufen Sie uns an.',
  },
  cancelled: {
    heading: 'Ihre Buchung wurde storniert',
    text: (reference: string, on: string) => `Wir haben die Buchung ${reference} am ${on} nach unseren Allgemeinen Geschäftsbedingungen storniert.`,
    refund: 'Ihnen zustehende Erstattung',
    noRefund: 'Nach unseren Bedingungen wird bei dieser Stornierung nichts erstattet.',
    next: 'Wir überweisen die Erstattung auf das Konto, von dem Sie bezahlt haben, und schreiben Ihnen, sobald sie unterwegs ist. Fragen? Antworten Sie auf unsere E-Mail oder rufen Sie uns an.',
    factLabel: 'Buchung',
    factValue: 'Storniert',
  },
  bank: {
    labels: { accountName: 'Kontoinhaber', bankName: 'Kreditinstitut', accountNumber: 'Kontonummer', branchCode: 'Bankleitzahl (Branch Code)', swift: 'SWIFT/BIC' },
    quoteBefore: 'Bitte geben Sie ',
    quoteAfter: ' als Verwendungszweck an.',
    none: 'Unsere Bankverbindung senden wir Ihnen per E-Mail.',
  },
  replaced: {
    heading: 'Dieses Angebot wurde durch ein neueres ersetzt',
    text: 'Wir haben Ihr Angebot geändert, seit wir Ihnen diese Version geschickt haben. Bitte lesen und beantworten Sie die neueste Version.',
    link: 'Neuestes Angebot öffnen',
  },
  expired: {
    heading: 'Dieses Angebot ist abgelaufen',
    text: 'Preise und Verfügbarkeit ändern sich, deshalb gelten unsere Angebote nur für eine begrenzte Zeit. Schreiben Sie uns, und wir erstellen Ihnen gern ein neues.',
  },
};

/** The proposal page's words in the traveller's language. */
export const proposalCopy: Localized<ProposalCopy> = { en: proposalContent, de: proposalContentDe };
