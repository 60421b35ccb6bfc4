import { paymentWays } from '#lib/content/payment-ways.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';
import type { Meal } from '#lib/domain/catalogue/catalogue.types.ts';

/** The words of the proposal PDF (issue 18); the German in proposal-pdf.content.de.ts (issue 42). */
export const proposalPdfContent = {
  brand: BRAND_NAME,
  title: (version: number) => `Safari proposal (version ${version})`,
  preparedFor: (name: string) => `Prepared for ${name}`,
  trip: 'Trip',
  startDate: 'Start date',
  travellers: 'Travellers',
  party: (adults: number, children: number) => `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`,
  validUntil: 'Valid until',
  itinerary: 'Itinerary',
  price: 'Price',
  columns: { item: 'Item', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  total: 'Total',
  deposit: (percent: number) => `Deposit to confirm (${percent}%)`,
  balance: `Balance, due ${BALANCE_DUE_DAYS_BEFORE} days before departure`,
  balanceDueOn: (date: string) => `Balance, due by ${date}`,
  nights: (n: number) => (n === 1 ? '1 night' : `${n} nights`),
  lodge: (name: string) => `Stay: ${name}`,
  meals: (list: string) => `${list} included`,
  mealWords: { B: 'breakfast', L: 'lunch', D: 'dinner' } satisfies Record<Meal, string>,
  and: 'and',
  days: (first: number, last: number) => (first === last ? `Day ${first}` : `Days ${first}-${last}`),
  whatsapp: (number: string) => `WhatsApp ${number}`,
  link: 'Your proposal online, to accept it or ask for changes:',
  /** Filled in by the drawing, which alone knows the page count. */
  page: 'Page {n} of {of}',
  included: 'Included',
  excluded: 'Not included',
  note: 'A note from us',
  howToAccept: `Accept online with the link in our e-mail. Payment ${paymentWays.all}; the bank details come with your booking confirmation.`,
  terms: (origin: string) => `Our terms and conditions apply: ${origin}/terms`,
  notGiven: 'To be agreed',
};

export type ProposalPdfCopy = typeof proposalPdfContent;
