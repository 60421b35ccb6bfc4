import { GUEST_DETAILS_KEPT_DAYS } from '#lib/domain/enquiry/inquiry-retention.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { packContent, type PackContent } from './pack.content.ts';

/** The traveller's pack, `/trips/<token>`, and its mail in German (issue 42). */
export const packContentDe: PackContent = {
  title: (reference: string) => `Ihre Reiseunterlagen ${reference}`,
  defaultTripName: 'Ihre Safari',
  booking: (reference: string, from: string, to: string) => `Buchung ${reference} · ${from} bis ${to}`,
  addToCalendar: 'In den Kalender eintragen',
  emergency: { heading: 'Notfallnummer (rund um die Uhr)', missing: 'Steht in Ihrer Buchungsbestätigung' },
  meeting: {
    heading: 'Treffpunkt',
    text: (date: string, title: string, place: string, description: string) => `Tag 1, ${date}: ${title} (${place}).${description.trim() ? ` ${description.trim()}` : ''}`,
  },
  mail: {
    subject: (reference: string) => `Ihre Reiseunterlagen für die Buchung ${reference}`,
    greeting: (name: string) => `Hallo ${name},`,
    ready:
      'Ihre Reiseunterlagen sind fertig: der Reiseverlauf Tag für Tag mit Telefonnummer und Bestätigungsnummer jeder Unterkunft, Ihre Voucher, die Notfallnummer und was Sie einpacken sollten. Öffnen Sie sie einmal, solange Sie Empfang haben – danach bleiben sie für die ganze Reise auf Ihrem Handy.',
    open: 'Ihre Reiseunterlagen öffnen',
    signOff: 'Herzliche Grüße\nIhr Team',
  },
  paidInFullLink: (url: string) => `Ihre Voucher liegen jetzt in Ihren Reiseunterlagen, zusammen mit dem Reiseverlauf, den Telefonnummern der Unterkünfte und der Notfallnummer: ${url}`,
  calendar: {
    summary: (trip: string, reference: string, stop: string) => `${trip} (${reference}): ${stop}`,
    booking: (trip: string, reference: string) => `${trip}, Buchung ${reference}`,
    lodgePhone: (phone: string) => `Telefon der Unterkunft ${phone}`,
    confirmation: (number: string) => `Bestätigung ${number}`,
    emergency: (phone: string) => `Notfallnummer (rund um die Uhr) ${phone}`,
  },
  itinerary: { heading: 'Reiseverlauf', confirmation: (number: string) => ` · Bestätigung ${number}` },
  vouchers: { heading: 'Voucher', link: (supplier: string) => `Voucher: ${supplier}`, waiting: (supplier: string) => `${supplier}: verfügbar, sobald die Restzahlung eingegangen ist` },
  map: { heading: 'Routenkarte' },
  packing: { heading: 'Packliste', forCountry: (country: string) => `Für ${country}` },
  entry: { heading: 'Einreise und Gesundheit' },
  guests: { heading: 'Angaben zu den Reisenden', intro: `Für die Unterkünfte und Ihre Versicherung. Wir löschen sie ${GUEST_DETAILS_KEPT_DAYS} Tage nach Ihrer Rückkehr.` },
  money: {
    heading: 'Bezahlt und offen',
    paid: (paid: string, total: string) => `${paid} von ${total} bezahlt`,
    due: (due: string, by: string | null) => `; ${due} offen${by ? `, fällig bis zum ${by}` : ''}`,
    nothingDue: '; es ist nichts mehr offen.',
  },
};

export const packCopy: Localized<PackContent> = { en: packContent, de: packContentDe };
