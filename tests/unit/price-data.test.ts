import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceData } from '#components/site/currency/price-data.ts';
import { PriceBreakdown } from '#components/site/proposal/PriceBreakdown.tsx';
import { TripPrice } from '#components/site/trip/TripPrice.tsx';

// Issue 42: the prices the browser converts carry their amount and currency in the HTML.
describe('prices marked for the currency menu', () => {
  it('marks a price with its amount and currency, and nothing that is no price', () => {
    expect(priceData(4850)).toEqual({ 'data-price-amount': '4850', 'data-price-currency': 'USD' });
    expect(priceData(1398.3, 'ZAR')).toEqual({ 'data-price-amount': '1398.3', 'data-price-currency': 'ZAR' });
    expect(priceData(0)).toEqual({});
    expect(priceData(null)).toEqual({});
  });

  it('marks a trip’s price, but not “Price on request”', () => {
    expect(renderToStaticMarkup(createElement(TripPrice, { fromPrice: 4850 }))).toContain('data-price-amount="4850" data-price-currency="USD">$4,850<');
    expect(renderToStaticMarkup(createElement(TripPrice, { fromPrice: null }))).not.toContain('data-price');
  });

  it('marks the proposal’s total and deposit in the proposal’s currency', () => {
    const html = renderToStaticMarkup(
      createElement(PriceBreakdown, {
        currency: 'ZAR',
        lines: [{ label: 'Lodge nights', quantity: 2, unitPrice: 60_000, amount: 120_000 }],
        total: 120_000,
        deposit: 36_000,
        depositPercent: 30,
        balanceDueOn: '2027-04-11',
      }),
    );
    expect(html).toMatch(/data-price-amount="120000" data-price-currency="ZAR">ZAR\s120,000</);
    expect(html).toMatch(/data-price-amount="36000" data-price-currency="ZAR">ZAR\s36,000</);
  });
});
