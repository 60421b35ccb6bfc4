import type { Localized } from '#lib/domain/site/locale.ts';

/** The words of the mail telling the lead traveller what changed on the trip (issue 41), in their language (issue 42). */
export const tripChangeMailContent: Localized<{
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  intro: string;
  after: string;
  link: string;
  closing: string;
}> = {
  en: {
    subject: (reference) => `A change to your trip, booking ${reference}`,
    greeting: (name) => `Dear ${name},`,
    intro: 'Something on your trip has changed since we sent your travel pack:',
    after: 'Your travel pack is up to date and shows the change at the top, under “What changed”. Please open it and press “Seen”, so we know the news has reached you. If you saved the pack on your phone, opening it once with signal updates the saved copy.',
    link: 'Open your travel pack',
    closing: 'With warm regards,\nThe team',
  },
  de: {
    subject: (reference) => `Eine Änderung an Ihrer Reise, Buchung ${reference}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Seit wir Ihnen Ihre Reiseunterlagen geschickt haben, hat sich an Ihrer Reise etwas geändert:',
    after: 'Ihre Reiseunterlagen sind auf dem neuesten Stand und zeigen die Änderung ganz oben unter „Was sich geändert hat“. Bitte öffnen Sie sie und tippen Sie auf „Gelesen“, damit wir wissen, dass Sie die Nachricht erreicht hat. Wenn Sie die Unterlagen auf Ihrem Telefon gespeichert haben, aktualisiert ein einmaliges Öffnen mit Empfang die gespeicherte Fassung.',
    link: 'Reiseunterlagen öffnen',
    closing: 'Herzliche Grüße\nIhr Team',
  },
};
