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
