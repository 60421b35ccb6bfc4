import { BRAND_NAME } from '#lib/brand.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { acknowledgementEn, type AcknowledgementCopy } from './inquiry-mail.content.ts';

/** The form's codes as a German traveller reads them; a code not listed (an old form's) is shown as stored. */
const INTERESTS: Record<string, string> = {
  elegant: 'Elegante Safari',
  economical: 'Preisbewusste Safari',
  custom: 'Individuelle Reise',
  'local-sa': 'Safari in Südafrika',
  'cross-border': 'Grenzüberschreitendes Abenteuer',
  luxury: 'Luxus-Erlebnis',
};
const BUDGETS: Record<string, string> = {
  'under-5000': 'unter 5.000 $',
  '5000-10000': '5.000 $ bis 10.000 $',
  '10000-20000': '10.000 $ bis 20.000 $',
  'over-20000': 'über 20.000 $',
};

export const acknowledgementDe: AcknowledgementCopy = {
  subject: `Wir haben Ihre Safari-Anfrage erhalten – ${BRAND_NAME}`,
  greeting: (firstName) => `Hallo ${firstName},`,
  thanks: 'vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
  restateIntro: 'Ihre Anfrage im Überblick:',
  labels: { package: 'Reise', groupSize: 'Reisende', dates: 'Reisedaten', budget: 'Reisebudget', message: 'Ihre Nachricht' },
  notGiven: 'keine Angabe',
  dates: { range: (from, to) => `${from} bis ${to}`, arriving: (on) => `Anreise am ${on}`, leaving: (on) => `Abreise am ${on}` },
  interest: (code) => INTERESTS[code] ?? code,
  groupSize: (code) => (code === 'not given' ? 'keine Angabe' : code === '1' ? '1 Person' : `${code.replace('-', '–')} Personen`),
  budget: (code) => BUDGETS[code] ?? code,
  sooner: 'Wenn Sie lieber gleich mit uns sprechen möchten, rufen Sie uns an oder schreiben Sie uns über WhatsApp:',
  soonerByPhone: 'Wenn Sie lieber gleich mit uns sprechen möchten, rufen Sie uns an:',
  phoneLabel: 'Telefon',
  whatsappLabel: 'WhatsApp',
  signOff: `Herzliche Grüße\n${BRAND_NAME}`,
  footer: 'Sie erhalten diese eine Nachricht, weil Sie auf unserer Website eine Anfrage gesendet haben. Antworten Sie einfach darauf, wenn Sie uns erreichen möchten.',
};

/** The acknowledgement in the traveller's language (issue 42). */
export const acknowledgementCopy: Localized<AcknowledgementCopy> = { en: acknowledgementEn, de: acknowledgementDe };
