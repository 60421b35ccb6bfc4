import { usePageContext } from 'vike-react/usePageContext';
import { whatsappGreeting, whatsappTopicOf } from '#lib/contact-links.ts';

/**
 * The greeting of every WhatsApp link on this page (the call bar, the footer, the contact details and cards):
 * the page's trip or topic when its data names one, else its address (issue 29).
 */
export function useWhatsappGreeting(): string {
  const { siteOrigin, urlPathname, data } = usePageContext();
  return whatsappGreeting(siteOrigin, urlPathname, whatsappTopicOf(data));
}
