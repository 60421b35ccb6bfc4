import { BRAND_NAME } from './brand.ts';
import { withoutTokens } from './domain/links/private-paths.ts';

/** Links that open the visitor's phone, WhatsApp or mail app with the company's details. */

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** wa.me wants the international number as digits only, and an optional prefilled message. */
export function whatsappHref(digits: string, greeting?: string): string {
  const number = digits.replace(/\D/g, '');
  return greeting ? `https://wa.me/${number}?text=${encodeURIComponent(greeting)}` : `https://wa.me/${number}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/**
 * The line a WhatsApp chat opens with (issue 29): the trip or topic the visitor is reading, so the operator
 * knows what they ask about without asking back. A page names its topic in its data (`whatsappTopic`, see
 * `whatsappTopicOf`); otherwise the page's address stands for it, and on pages about safaris in general the
 * contact page's own greeting, so every WhatsApp link of a page opens with the same line. Depends only on the
 * URL and the data the URL selects (pages are cached by it).
 */
export function whatsappGreeting(origin: string, pathname: string, topic?: string | null): string {
  if (topic) return `Hello! I have a question about ${topic}.`;
  // A secret link's address (a proposal, a pack, a supplier's or a review's page) never goes into the chat: the
  // wa.me URL would carry its token to another site (decision 137).
  const general = GENERAL_PAGES.has(pathname) || withoutTokens(pathname) !== pathname;
  return general ? GENERAL_GREETING : `Hello! I have a question about ${origin}${pathname}`;
}

const GENERAL_GREETING = `Hello! I'm interested in planning a safari with ${BRAND_NAME}.`;

/** Pages about safaris in general: their address would name no trip or topic. */
const GENERAL_PAGES = new Set(['/', '/contact']);

/** The topic a page's data names for WhatsApp (a trip page its trip, /contact?package= the trip asked about). */
export function whatsappTopicOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('whatsappTopic' in data)) return null;
  return typeof data.whatsappTopic === 'string' && data.whatsappTopic ? data.whatsappTopic : null;
}

/** How a trip is named as a topic: "the Okavango Mokoro Days trip". */
export function tripTopic(name: string): string {
  return `the ${name} trip`;
}
