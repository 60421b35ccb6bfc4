/**
 * The attributes a price carries in the HTML for the currency menu (issue 42): the amount in major units and the
 * currency it is charged in. The browser reads them to add an approximation beside the price; the HTML itself is
 * the same for every visitor.
 */
export function priceData(amount: number | null | undefined, currency = 'USD'): { 'data-price-amount'?: string; 'data-price-currency'?: string } {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return {};
  return { 'data-price-amount': String(amount), 'data-price-currency': currency };
}
