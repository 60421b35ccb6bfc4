import { BRAND_NAME } from '#lib/brand.ts';

/** The words of the proposal PDF (issue 18). */
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
  balance: 'Balance, due 60 days before departure',
  included: 'Included',
  excluded: 'Not included',
  note: 'A note from us',
  howToAccept: 'Accept online with the link in our e-mail. Payment by bank transfer, credit card or certified cheque; the bank details come with your booking confirmation.',
  terms: (origin: string) => `Our terms and conditions apply: ${origin}/terms`,
  notGiven: 'To be agreed',
};
