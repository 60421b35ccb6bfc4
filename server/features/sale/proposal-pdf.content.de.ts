import { BRAND_NAME } from '#lib/brand.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';
import type { Meal } from '#lib/domain/catalogue/catalogue.types.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { proposalPdfContent, type ProposalPdfCopy } from './proposal-pdf.content.ts';

/** The proposal PDF in German (issue 42): the same fields as the English, so a missing one does not type-check. */
export const proposalPdfContentDe: ProposalPdfCopy = {
  brand: BRAND_NAME,
  title: (version: number) => `Ihr Safari-Angebot (Version ${version})`,
  preparedFor: (name: string) => `Erstellt für ${name}`,
  trip: 'Reise',
  startDate: 'Reisebeginn',
  travellers: 'Reisende',
  party: (adults: number, children: number) => `${adults} ${adults === 1 ? 'Erwachsener' : 'Erwachsene'}${children ? `, ${children} ${children === 1 ? 'Kind' : 'Kinder'}` : ''}`,
  validUntil: 'Gültig bis',
  itinerary: 'Reiseverlauf',
  price: 'Preis',
  columns: { item: 'Leistung', quantity: 'Anz.', unitPrice: 'Einzelpreis', amount: 'Betrag' },
  total: 'Gesamtpreis',
  deposit: (percent: number) => `Anzahlung zur Bestätigung (${percent} %)`,
  balance: `Restzahlung, fällig ${BALANCE_DUE_DAYS_BEFORE} Tage vor Abreise`,
  balanceDueOn: (date: string) => `Restzahlung, fällig bis ${date}`,
  nights: (n: number) => (n === 1 ? '1 Nacht' : `${n} Nächte`),
  lodge: (name: string) => `Unterkunft: ${name}`,
  meals: (list: string) => `${list} inklusive`,
  mealWords: { B: 'Frühstück', L: 'Mittagessen', D: 'Abendessen' } satisfies Record<Meal, string>,
  and: 'und',
  days: (first: number, last: number) => (first === last ? `Tag ${first}` : `Tag ${first}–${last}`),
  whatsapp: (number: string) => `WhatsApp ${number}`,
  link: 'Ihr Angebot online – dort können Sie es annehmen oder um Änderungen bitten:',
  page: 'Seite {n} von {of}',
  included: 'Im Preis enthalten',
  excluded: 'Nicht im Preis enthalten',
  note: 'Eine Nachricht von uns',
  howToAccept:
    'Sie nehmen das Angebot online an, über den Link in unserer E-Mail. Bezahlt wird per Banküberweisung, per Kreditkarte am Telefon oder per bestätigtem Scheck; die Bankverbindung erhalten Sie mit Ihrer Buchungsbestätigung.',
  terms: (origin: string) => `Es gelten unsere Allgemeinen Geschäftsbedingungen: ${origin}/terms`,
  notGiven: 'Nach Absprache',
};

/** The PDF's words in the traveller's language. */
export const proposalPdfCopy: Localized<ProposalPdfCopy> = { en: proposalPdfContent, de: proposalPdfContentDe };
