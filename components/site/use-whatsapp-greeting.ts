import { usePageContext } from 'vike-react/usePageContext';
import { whatsappGreeting, whatsappTopicOf } from '#lib/contact-links.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';

/**
 * The greeting of every WhatsApp link on this page (the call bar, the footer, the contact details and cards):
 * the page's trip or topic when its data names one, else its address (issue 29). A German page's chat opens in
 * German with the German address, so staff see at once which language to answer in (issue 42).
 */
export function useWhatsappGreeting(): string {
  const { siteOrigin, urlPathname, data, locale } = usePageContext();
  const topic = whatsappTopicOf(data);
  if (locale !== 'de') return whatsappGreeting(siteOrigin, urlPathname, topic);
  if (topic) return `Hallo! Ich habe eine Frage zu ${topic}.`;
  // German pages are public pages with no token in their address; the home and contact pages are about safaris in general.
  return urlPathname === '/' || urlPathname === '/contact' ? `Hallo! Ich interessiere mich für eine Safari mit ${BRAND_NAME}.` : `Hallo! Ich habe eine Frage zu ${siteOrigin}${localizedPath(urlPathname, 'de')}`;
}
