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
 * The line a WhatsApp chat opens with (issue 29): the page the visitor is on, so the operator knows which
 * trip or topic they ask about without asking back. Depends only on the URL (pages are cached by it).
 */
export function whatsappGreeting(origin: string, pathname: string): string {
  return pathname === '/' ? 'Hello! I have a question about a safari.' : `Hello! I have a question about ${origin}${pathname}`;
}
